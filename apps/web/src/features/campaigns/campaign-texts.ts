/**
 * Labels of the campaign list, written once (docs/product/accounts.md#main,
 * docs/product/campaigns-and-activities.md#activities).
 */
export const campaignTexts = {
  title: 'CAMPAÑAS',
  newCampaign: 'Nueva campaña',
  viewActivities: 'Ver actividades',
  edit: 'Editar',
  clone: 'Clonar',
  remove: 'Borrar',
  active: 'Activa',
  inactive: 'INACTIVA',
  loadMore: 'Cargar más',
  onlyActive: 'Solo activas',
  search: 'Buscar',
  searchPlaceholder: 'Nombre, descripción o edición',
  target: 'Destinatario',
  anyTarget: 'Todos',
  filtersLabel: 'Filtros de campañas',
  listLabel: 'Lista de campañas',
  loading: 'Cargando campañas',
  activeSwitchLabel: (name: string) => `Campaña activa: ${name}`,
  dates: (start: string, end: string) => `Del ${start} al ${end}`,
  edition: (edition: string) => `Edición ${edition}`,
  count: (total: number) => (total === 1 ? '1 campaña' : `${total} campañas`),
} as const;

/** `YYYY-MM-DD` as DD/MM/YYYY (docs/api-conventions.md#dates); anything else as it came. */
export function displayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
