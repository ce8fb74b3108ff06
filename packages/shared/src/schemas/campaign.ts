import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { OptionItem, PageQuery } from './common.ts';
import { dbInteger, idSchema } from './db-integer.ts';
import { JsonValue } from '../json-value.ts';

/**
 * True for a real calendar day written `YYYY-MM-DD`, the API's date form
 * (docs/api-conventions.md#dates).
 */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A required `YYYY-MM-DD` date; `message` is said when it is missing or not a date. */
const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** A boolean in a query string: `true`/`false` (a real boolean too, for the client's types). */
export const QueryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/**
 * `…/for-admin/:idUser`, `…/for-user/:idUser`: the user the list is for
 * (docs/api-conventions.md#ids-naming-a-user).
 */
export const CampaignListParams = z.object({ idUser: idSchema() });

/**
 * Campaign list filter (docs/product/campaigns-and-activities.md#campaigns,
 * docs/product/README.md#constants-and-limits): `active` true (default) lists active campaigns
 * only, false every campaign the caller may see; `text` matches name, description or edition
 * (case-insensitive); `target` -1 (default) is any target, else campaigns meant for it. `_sort` is
 * one of id, name, startDate, endDate; without it: startDate, then id, newest first.
 */
export const CampaignListQuery = PageQuery.extend({
  _sort: z.enum(['id', 'name', 'startDate', 'endDate']).optional(),
  active: QueryBoolean.default(true),
  text: z.string().trim().max(100).default(''),
  target: dbInteger({ min: -1 }).default(-1),
});
export type CampaignListQuery = z.input<typeof CampaignListQuery>;

/** The campaign's supervisor (gestor), as lists and editors show it. */
export const PersonName = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type PersonName = z.infer<typeof PersonName>;

/**
 * A campaign in a list (docs/product/campaigns-and-activities.md#campaigns). `image`,
 * `fileAgreement` and `files` are stored file names (docs/api-conventions.md#files); `imageUrl` is
 * the public address of the image. `content` is the sanitized HTML of the rich text.
 */
export const CampaignListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  edition: z.string(),
  active: z.boolean(),
  supervisor: PersonName.nullable(),
  targets: z.array(OptionItem),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  fileAgreement: z.string().nullable(),
  files: z.array(z.string()),
  content: z.string(),
});
export type CampaignListItem = z.infer<typeof CampaignListItem>;

/** A whole campaign: the list item plus the rich-text editor's JSON of the content. */
export const Campaign = CampaignListItem.extend({ contentJson: z.unknown().nullable() });
export type Campaign = z.infer<typeof Campaign>;

export const CampaignPage = z.object({
  items: z.array(CampaignListItem),
  total: z.number().int().nullable(),
});
export type CampaignPage = z.infer<typeof CampaignPage>;

/** `campaign/actived/set/:id?active=true|false`. */
export const CampaignActiveQuery = z.object({ active: QueryBoolean });

/** `campaign/:idCampaign/update`. */
export const CampaignUpdateParams = z.object({ idCampaign: idSchema() });

/**
 * Comma-separated target ids (docs/product/campaigns-and-activities.md#campaigns), e.g. `"1,3"`;
 * empty means none.
 */
const TargetIds = z
  .string()
  .max(200)
  .refine((value) => /^\s*(\d+\s*(,\s*\d+\s*)*)?$/.test(value), messages.campaignTargetsInvalid)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .filter((id) => id.trim())
        .map(Number),
    ),
  ]);

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * `POST campaign/:idCampaign/update` (docs/product/campaigns-and-activities.md#campaigns,
 * docs/product/campaigns-and-activities.md#validation). `campaignActive` and `campaignSupervisor`
 * count only for role 2+ (docs/product/README.md#roles-and-permissions); a supervisor's values are
 * ignored. `campaignSupervisor` null or 0 leaves the campaign without one.
 */
export const CampaignUpdateRequest = z
  .object({
    idCampaign: idSchema(),
    campaignName: required(messages.campaignNameRequired).max(200),
    campaignStartDate: isoDate(messages.campaignStartDateRequired),
    campaignEndDate: isoDate(messages.campaignEndDateRequired),
    campaignEdition: required(messages.campaignEditionRequired).max(
      limits.campaignEditionMaxLength,
      messages.campaignEditionTooLong,
    ),
    campaignActive: z.boolean().optional(),
    campaignSupervisor: dbInteger({ min: 0, coerce: false }).nullable().optional(),
    campaignDescription: required(messages.campaignDescriptionRequired).max(1000),
    campaignTargets: TargetIds.default(() => []),
    /**
     * HTML of the rich text; the server keeps only what its allow-list allows
     * (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list).
     */
    campaignContent: z.string().max(500_000).default(''),
    /** The rich-text editor's own JSON of the same content, stored as sent. */
    campaignContentJson: JsonValue.optional(),
  })
  .refine((body) => body.campaignEndDate >= body.campaignStartDate, {
    path: ['campaignEndDate'],
    message: messages.campaignEndBeforeStart,
  });
export type CampaignUpdateRequest = z.input<typeof CampaignUpdateRequest>;

/** `GET campaign/list-supervisors-organization/`: users of role 1+ of the caller's organization. */
export const SupervisorList = z.array(PersonName);

/** `GET campaign/list/all-active`: active campaigns for pickers. */
export const ActiveCampaignList = z.array(z.object({ id: z.number().int(), name: z.string() }));
