import { limits } from '@extranet/shared/limits';
import type { Entity } from '@extranet/shared/schemas/entity';

/** The entities filter of tabs 2 and 3 (docs/product/administration-and-analytics.md#entities). */
export interface EntityFilter {
  name: string;
  cif: string;
  /** A council id, or -1 for any council. */
  council: number;
}

export const ANY_COUNCIL = -1;

export const defaultEntityFilter: EntityFilter = { name: '', cif: '', council: ANY_COUNCIL };

/** True when some filter differs from its default: the footer says 'Filtros activos'. */
export const isEntityFilterActive = (filter: EntityFilter): boolean =>
  filter.name.trim() !== '' || filter.cif.trim() !== '' || filter.council !== ANY_COUNCIL;

/** docs/product/README.md#constants-and-limits: the entity admin list has 75 a page. */
export const ENTITY_PAGE_SIZE = limits.entityAdminPageSize;

/** The query of `entity/list/by-filter-order-by-name` (the contract's EntityAdminListQuery). */
export type EntityListCallQuery = {
  _pagesize: number;
  _page: number;
  name: string;
  cif: string;
  council: number;
  centres: boolean;
};

/**
 * `entity/list/by-filter-order-by-name?_pagesize=75&_page&name&cif&council` for a page (from
 * 0). `centres` says which tab: true lists centres (3 CENTROS), false main entities (2
 * ENTIDADES). The API forces a gestor's `supervisorId` to its own id, so none is sent.
 */
export function entityListQuery(
  filter: EntityFilter,
  centres: boolean,
  page: number,
): EntityListCallQuery {
  return {
    _pagesize: ENTITY_PAGE_SIZE,
    _page: page,
    name: filter.name.trim(),
    cif: filter.cif.trim(),
    council: filter.council,
    centres,
  };
}

const CENTRE_PREFIX = 'Centro de ';

/**
 * The main entity's name of a centre, read from `mainLegalEntityName` ('Centro de <main
 * entity>', docs/product/administration-and-analytics.md#entities); null for a main entity.
 */
export function mainEntityOf(entity: Pick<Entity, 'mainEntityId' | 'mainLegalEntityName'>) {
  if (entity.mainEntityId === null) return null;
  const text = entity.mainLegalEntityName;
  return text.startsWith(CENTRE_PREFIX) ? text.slice(CENTRE_PREFIX.length) : text;
}
