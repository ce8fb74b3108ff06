/**
 * Labels shared by the order lists and the attachment list (docs/product/requests.md#order-lists),
 * written once: filter fields, column headings, list buttons.
 */
export const orderListTexts = {
  // Filters (docs/product/requests.md#filters)
  filters: 'Filtros',
  filtersActive: 'Filtros activos',
  activity: 'Actividad',
  activityPlaceholder: 'Campaña o actividad',
  entity: 'Entidad',
  entityPlaceholder: 'Escriba y pulse Intro',
  startDate: 'Fecha inicio',
  endDate: 'Fecha fin',
  orderId: 'Id de solicitud',
  state: 'Estado',
  anyState: 'Cualquiera',
  applicantName: 'Nombre del solicitante',
  attachmentName: 'Nombre del adjunto',
  filter: 'FILTRAR',
  clearFilters: 'Borrar filtros',
  export: 'EXPORTAR',
  /** docs/product/requests.md#order-lists: a filter change marks the result stale until FILTRAR. */
  stale: 'Los filtros han cambiado: pulse FILTRAR para actualizar la lista.',
  datePlaceholder: 'DD/MM/AAAA',

  // Columns (docs/product/requests.md#order-lists, docs/product/requests.md#attachment-list)
  id: 'Id',
  stateColumn: 'Estado',
  date: 'F. Solicitud',
  activityColumn: 'Actividad',
  applicant: 'Solicitante',
  entityColumn: 'Entidad',
  attachment: 'Adjunto',

  // Table
  loading: 'Cargando la lista',
  openHint: 'Pulse Intro o haga clic en una fila para abrir la solicitud.',
} as const;
