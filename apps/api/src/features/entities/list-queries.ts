import { norm } from '@extranet/shared/forms/field-roles';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  executeJsonPage,
  pageTotalColumn,
  type JsonPageText,
  type PageWindow,
} from '../../db/page-total.ts';
import { preparedPerStore } from '../../db/prepared.ts';
import { entities } from '../../db/schema/entities.ts';
import { cifPrefixPattern, cleanedCif, entityPageJsonQuery } from '../../repositories/entities.ts';
import { validatedInCampaignsOf } from './queries.ts';

/**
 * What the admin entity list filters on (docs/product/administration-and-analytics.md#entities),
 * checked.
 */
export interface EntityListFilter {
  name: string;
  cif: string;
  councilId?: number | undefined;
  /** Only entities validated on orders of this gestor's campaigns (in `organizationId`). */
  supervisor?: { id: number; organizationId: number } | undefined;
  /** true: centres only; false: main entities only. */
  centres?: boolean | undefined;
}

/** What changes the SQL text of the admin list (which filters are set); values are apart. */
interface EntityListShape {
  name: boolean;
  cif: boolean;
  council: boolean;
  centres: boolean | undefined;
  supervisor: boolean;
}

const shapeOf = (filter: EntityListFilter): EntityListShape => ({
  name: norm(filter.name) !== '',
  cif: filter.cif !== '',
  council: filter.councilId !== undefined,
  centres: filter.centres,
  supervisor: filter.supervisor !== undefined,
});

/** The values of whereOf's placeholders for `filter` (unused ones are ignored). */
const valuesOf = (filter: EntityListFilter) => ({
  name: containsPattern(norm(filter.name)),
  cif: cifPrefixPattern(filter.cif),
  councilId: filter.councilId ?? 0,
  supervisorId: filter.supervisor?.id ?? 0,
  organizationId: filter.supervisor?.organizationId ?? 0,
});

/**
 * The WHERE of the admin list, its values as placeholders: name contained (accents aside),
 * CIF prefix, council, centres or main entities, a gestor's entities.
 */
const whereOf = (shape: EntityListShape): SQL | undefined =>
  and(
    shape.name ? sql`${entities.searchName} like ${sql.placeholder('name')}` : undefined,
    shape.cif ? sql`${cleanedCif} like ${sql.placeholder('cif')}` : undefined,
    shape.council ? eq(entities.councilId, sql.placeholder('councilId')) : undefined,
    shape.centres === undefined
      ? undefined
      : shape.centres
        ? isNotNull(entities.mainEntityId)
        : isNull(entities.mainEntityId),
    shape.supervisor
      ? validatedInCampaignsOf(sql.placeholder('supervisorId'), sql.placeholder('organizationId'))
      : undefined,
  );

/** A page of the admin list as JSON text; on page 0 also the number of matching entities. */
const preparePage = (db: Db, shape: EntityListShape, withTotal: boolean, name: string) =>
  entityPageJsonQuery(
    db,
    { where: whereOf(shape), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    pageTotalColumn(withTotal, entities, whereOf(shape)),
  ).prepare(name);

const preparedPage = preparedPerStore<ReturnType<typeof preparePage>>();

/**
 * One page of the admin entity list, by name then id: its items as the JSON text of their
 * Entity replies (`[…]`) and, with `withTotal` (page 0), the number of entities the filter
 * finds, in the same statement. Prepared once per shape of the filter.
 */
export function selectEntityAdminPage(
  db: Db,
  filter: EntityListFilter,
  page: PageWindow,
): Promise<JsonPageText> {
  const shape = shapeOf(filter);
  const centres = shape.centres === undefined ? 'x' : +shape.centres;
  const key = `${+shape.name}${+shape.cif}${+shape.council}${centres}${+shape.supervisor}_${+page.withTotal}`;
  const query = preparedPage(db, key, () =>
    preparePage(db, shape, page.withTotal, `entity_admin_page_${key}`),
  );
  return executeJsonPage(query, valuesOf(filter), page);
}
