/** The activity list filter (spec §3 "Filters: Activities"). */
export interface ActivityFilter {
  /** 'Solo activas' (role 1+, spec §6): true lists the active activities only. */
  active: boolean;
  text: string;
}

/** Managers see every activity by default, so that inactive ones show their INACTIVA mark. */
export const defaultActivityFilter: ActivityFilter = { active: false, text: '' };

/** True when some filter differs from its default (the panel then says 'Filtros activos'). */
export const isActivityFilterActive = (filter: ActivityFilter): boolean =>
  filter.active !== defaultActivityFilter.active || filter.text.trim() !== '';
