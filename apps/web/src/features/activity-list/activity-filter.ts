/** The activity list filter (docs/product/campaigns-and-activities.md#activity-list). */
export interface ActivityFilter {
  /**
   * 'Solo activas' (role 1+, docs/product/README.md#roles-and-permissions): true lists the active
   * activities only.
   */
  active: boolean;
  text: string;
}

/** Managers see every activity by default, so that inactive ones show their INACTIVA mark. */
export const defaultActivityFilter: ActivityFilter = { active: false, text: '' };

/** True when some filter differs from its default (the panel then says 'Filtros activos'). */
export const isActivityFilterActive = (filter: ActivityFilter): boolean =>
  filter.active !== defaultActivityFilter.active || filter.text.trim() !== '';
