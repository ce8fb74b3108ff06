/**
 * Labels of the activity list, written once
 * (docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/campaigns-and-activities.md#activities).
 */
export const activityTexts = {
  title: 'ACTIVIDADES',
  back: 'VOLVER',
  newActivity: 'Nueva actividad',
  newEvent: 'Nuevo evento',
  cloneActivity: 'Clonar actividad',
  edit: 'Editar',
  clone: 'Clonar',
  remove: 'Borrar',
  active: 'Activa',
  inactive: 'INACTIVA',
  event: 'Evento',
  seeCalendar: 'Ver el calendario',
  loadMore: 'Cargar más',
  onlyActive: 'Solo activas',
  search: 'Buscar',
  searchPlaceholder: 'Nombre o complemento',
  filtersLabel: 'Filtros de actividades',
  listLabel: 'Lista de actividades',
  adminLabel: 'Opciones de administración',
  loading: 'Cargando actividades',
  cloneTitle: 'Clonar actividad',
  cloneSearch: 'Nombre de la actividad',
  cloneCampaign: 'Campaña',
  cloneActivityColumn: 'Actividad',
  cloneAction: 'Acción',
  cloneChoose: 'Clonar',
  close: 'Cerrar',
  activeSwitchLabel: (name: string) => `Actividad activa: ${name}`,
  dates: (start: string, end: string) => `Del ${start} al ${end}`,
  places: (places: number) => `Plazas: ${places}`,
  taken: (taken: number) => `Ocupadas: ${taken}`,
  count: (total: number) => (total === 1 ? '1 actividad' : `${total} actividades`),
} as const;

/** `YYYY-MM-DD` as DD/MM/YYYY (docs/api-conventions.md#dates); anything else as it came. */
export function displayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
