import { storedFileUrl } from '@extranet/shared/files/upload-schemas';
import { Role } from '@extranet/shared/roles';
import type { OptionItem } from '@extranet/shared/schemas/common';
import type {
  Campaign,
  CampaignListItem,
  CampaignListQuery,
  CampaignPage,
  PersonName,
} from '@extranet/shared/schemas/campaign';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageTotalOf } from '../../db/page-total.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { seesCampaign } from '../../policies/campaign-management.ts';
import { adminScope, userScope, type Viewer } from './permissions.ts';
import { selectCampaignPage, type CampaignPageShape } from './list-queries.ts';
import {
  findCampaign,
  findUserStanding,
  listActiveCampaignNames,
  listSupervisorCandidates,
  targetsOfCampaigns,
  type CampaignListRow,
  type CampaignRow,
  type CampaignScope,
} from './queries.ts';

/**
 * Public address of a campaign image; the files feature serves it (docs/api-conventions.md#files).
 */
const campaignImageUrl = (id: number, image: string | null): string | null =>
  image === null ? null : storedFileUrl('campaign', id, 'image', image);

function listItemOf(row: CampaignListRow, targets: OptionItem[]): CampaignListItem {
  const { supervisorId, supervisorName, supervisorSurname } = row;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    edition: row.edition,
    active: row.active,
    supervisor:
      supervisorId === null
        ? null
        : { id: supervisorId, name: supervisorName ?? '', surname: supervisorSurname ?? '' },
    targets,
    image: row.image,
    imageUrl: campaignImageUrl(row.id, row.image),
    fileAgreement: row.fileAgreement,
    files: row.files,
    content: row.content,
  };
}

const campaignOf = (row: CampaignRow, targets: OptionItem[]): Campaign => ({
  ...listItemOf(row, targets),
  contentJson: row.contentJson ?? null,
});

/** The whole campaign reply of `id` (after a write, or for the editor). */
export async function campaignReply(db: Db, id: number): Promise<Campaign> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('not found');
  const targets = await targetsOfCampaigns(db, [id]);
  return campaignOf(row, targets.get(id) ?? []);
}

/** The list query after parsing: defaults applied. */
export type ListQuery = z.output<typeof CampaignListQuery>;

/** The shape of a scope: which campaigns the rows may be, before the caller's filter. */
const scopeShape = (scope: CampaignScope): CampaignPageShape['scope'] => {
  if (!scope.onlyActive) return 'all';
  return scope.orSupervisedBy === undefined ? 'active' : 'activeOrSupervised';
};

/** One page of the list in one query: rows with supervisor and targets, the total on page 0. */
async function pageOf(db: Db, scope: CampaignScope, query: ListQuery): Promise<CampaignPage> {
  const withTotal = query._page === 0;
  const rows = await selectCampaignPage(
    db,
    {
      sort: query._sort,
      dir: query._dir,
      scope: scopeShape(scope),
      text: query.text !== '',
      target: query.target !== -1,
      withTotal,
    },
    {
      organizationId: scope.organizationId,
      supervisorId: scope.orSupervisedBy ?? 0,
      text: query.text,
      target: query.target,
      limit: query._pagesize,
      offset: query._page * query._pagesize,
    },
  );
  return {
    items: rows.map((row) => listItemOf(row, row.targets)),
    total: pageTotalOf(rows, withTotal),
  };
}

/**
 * The user a list path names (docs/api-conventions.md): the caller itself, or for role 2+ any user
 * of its organization, whose view the list then shows. Anyone else is "not found".
 */
async function viewerFor(db: Db, caller: SessionUser, idUser: number): Promise<Viewer> {
  if (idUser === caller.id) return caller;
  if (caller.role < Role.Admin) throw new AppError('not found');
  const named = await findUserStanding(db, idUser);
  if (!named || named.organizationId !== caller.organizationId) throw new AppError('not found');
  return named;
}

/**
 * `campaign/list/for-admin/:idUser` (role 2+): all campaigns of the organization
 * (docs/product/campaigns-and-activities.md#campaigns); the
 * named user must be one of it (else 404: docs/api-conventions.md#ids-naming-a-user).
 */
export async function listCampaignsForAdmin(
  db: Db,
  caller: SessionUser,
  idUser: number,
  query: ListQuery,
): Promise<CampaignPage> {
  await viewerFor(db, caller, idUser);
  return pageOf(db, adminScope(caller, query.active), query);
}

/** `campaign/list/for-user/:idUser`: the campaigns that user may see (permissions.userScope). */
export async function listCampaignsForUser(
  db: Db,
  caller: SessionUser,
  idUser: number,
  query: ListQuery,
): Promise<CampaignPage> {
  const viewer = await viewerFor(db, caller, idUser);
  return pageOf(db, userScope(viewer, query.active), query);
}

/**
 * `campaign/get/by-id/?id`: one campaign the caller may see (docs/product/README.md#routes reloads
 * by id).
 */
export async function getCampaign(db: Db, caller: SessionUser, id: number): Promise<Campaign> {
  const row = await findCampaign(db, id);
  if (!row || !seesCampaign(caller, row)) throw new AppError('not found');
  const targets = await targetsOfCampaigns(db, [id]);
  return campaignOf(row, targets.get(id) ?? []);
}

/** `campaign/list-supervisors-organization/` (role 2+): who may supervise a campaign. */
export function listSupervisors(db: Db, caller: SessionUser): Promise<PersonName[]> {
  return listSupervisorCandidates(db, caller.organizationId);
}

/** `campaign/list/all-active`: active campaigns of the caller's organization, for pickers. */
export function listActiveCampaigns(
  db: Db,
  caller: SessionUser,
): Promise<{ id: number; name: string }[]> {
  return listActiveCampaignNames(db, caller.organizationId);
}
