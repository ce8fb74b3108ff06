import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageTotalColumn } from '../../db/page-total.ts';
import { preparedPerStore } from '../../db/prepared.ts';
import { entities } from '../../db/schema/entities.ts';
import { entityPageJsonQuery } from '../entity-search/queries.ts';
import {
  entityListShape,
  entityListValues,
  entityListWhere,
  type EntityListFilter,
  type EntityListShape,
} from './queries.ts';

/** A page of the admin list as JSON text; on page 0 also the number of matching entities. */
const preparePage = (db: Db, shape: EntityListShape, withTotal: boolean, name: string) =>
  entityPageJsonQuery(
    db,
    {
      where: entityListWhere(shape),
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    },
    pageTotalColumn(withTotal, entities, entityListWhere(shape)),
  ).prepare(name);

const preparedPage = preparedPerStore<ReturnType<typeof preparePage>>();

/**
 * One page of the admin entity list, by name then id: its items as the JSON text of their
 * Entity replies (`[…]`) and, with `withTotal` (page 0), the number of entities the filter
 * finds, in the same statement. Prepared once per shape of the filter.
 */
export async function selectEntityAdminPage(
  db: Db,
  filter: EntityListFilter,
  page: { limit: number; offset: number; withTotal: boolean },
): Promise<{ items: string; total: number | null }> {
  const shape = entityListShape(filter);
  const centres = shape.centres === undefined ? 'x' : +shape.centres;
  const key = `${+shape.name}${+shape.cif}${+shape.council}${centres}${+shape.supervisor}_${+page.withTotal}`;
  const query = preparedPage(db, key, () =>
    preparePage(db, shape, page.withTotal, `entity_admin_page_${key}`),
  );
  const [row] = await query.execute({
    ...entityListValues(filter),
    limit: page.limit,
    offset: page.offset,
  });
  return {
    items: row?.items ?? '[]',
    total: page.withTotal ? Number(row?.total ?? 0) : null,
  };
}
