import type { Entity } from '@extranet/shared/schemas/entity';
import type { EntityAdminListQuery } from '@extranet/shared/schemas/entity-admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonPage } from '../../db/json-text.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { selectEntityAdminPage } from './list-queries.ts';
import { listSupervisorOf } from './rules.ts';
import { loadEntity } from './write-service.ts';

/**
 * `GET entity/list/by-filter-order-by-name` (tabs ENTIDADES and
 * CENTROS: docs/product/administration-and-analytics.md#entities; 75 a page:
 * docs/product/README.md#constants-and-limits), by name then id, paged in SQL; the total on page 0
 * only (docs/api-conventions.md#campaign-and-activity-lists). Disabled entities are listed too: the
 * administration sees the whole registry. Answers the page as EntityAdminPage's JSON text, its
 * items written by the database.
 */
export async function listEntitiesForAdminJson(
  db: Db,
  caller: SessionUser,
  query: z.output<typeof EntityAdminListQuery>,
): Promise<string> {
  const supervisorId = listSupervisorOf(caller, query.supervisorId);
  const { items, total } = await selectEntityAdminPage(
    db,
    {
      name: query.name,
      cif: query.cif,
      councilId: query.council,
      centres: query.centres,
      supervisor:
        supervisorId === undefined
          ? undefined
          : { id: supervisorId, organizationId: caller.organizationId },
    },
    {
      limit: query._pagesize,
      offset: query._page * query._pagesize,
      withTotal: query._page === 0,
    },
  );
  return jsonPage(items, total);
}

/**
 * `GET entity/get/by-id/?id`: the entity editor's reload (docs/product/README.md#routes), role 1+.
 * Any entity: the request form's search already shows every entity to a logged-in user.
 */
export const getEntityForAdmin = (db: Db, id: number): Promise<Entity> => loadEntity(db, id);
