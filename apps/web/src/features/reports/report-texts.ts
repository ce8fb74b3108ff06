/**
 * The labels of the report screens (docs/product/reporting.md#screens,
 * docs/product/reporting.md#filters, docs/product/reporting.md#documents,
 * docs/product/reporting.md#row-detail). Messages the API
 * shares are in packages/shared/src/messages.ts.
 */
export const reportTexts = {
  title: 'INFORMES',
  historicTitle: 'HISTORICOS',
  views: 'Vista de informes',
  current: 'Informes',
  historic: 'Históricos',

  type: 'Tipo de informe',
  printable: 'Informe imprimible',
  filtersLabel: 'Filtros del informe',

  // Filters (docs/product/reporting.md#filters)
  activity: 'Actividad',
  complement: 'Complemento',
  edition: 'Edición',
  entity: 'Entidad',
  entityPlaceholder: 'Escriba y pulse Intro',
  state: 'Estado',
  startDate: 'Fecha inicio',
  endDate: 'Fecha fin',
  target: 'Destinatario',
  orderId: 'Id solicitud',
  council: 'Concejo',
  dni: 'NIF / DNI',
  name: 'Nombre',
  eventName: 'Evento',
  mail: 'Email',
  requested: 'Fecha solicitada',
  agreed: 'Fecha acordada',
  completion: 'Fecha de realización',
  rangeFrom: 'desde',
  rangeUntil: 'hasta',
  advancedRanges: 'Fechas avanzadas',
  datePlaceholder: 'DD/MM/AAAA',

  // Buttons (docs/product/reporting.md#screens)
  filter: 'FILTRAR',
  export: 'EXPORTAR',
  exportCalendar: 'EXPORTAR ICS',
  advanced: 'AVANZADO',
  clear: 'BORRAR FILTROS',
  stale: 'Los filtros han cambiado: pulse FILTRAR para actualizar el informe.',

  // Result
  results: (total: number) => `Resultados: ${total}`,
  tableLabel: 'Resultado del informe',
  summary: 'Totales del informe',
  openHint: 'Pulse Intro o haga clic en una fila para abrir la solicitud.',
  yes: 'Sí',
  no: 'No',

  // The window of a printable report (docs/product/reporting.md#documents)
  documentWaiting: 'Generando informe…',
  pdfWaiting: 'Generando PDF…',

  // Row detail (docs/product/reporting.md#row-detail)
  detailTitle: 'DETALLE DE INFORME',
  loading: 'Cargando la solicitud',
  order: (id: number) => `Solicitud: ${id}`,
  applicant: 'Solicitante',
  applicantName: 'Nombre',
  applicantSurname: 'Apellidos',
  applicantDni: 'DNI',
  applicantPhone: 'Teléfono',
  applicantMail: 'Email',
  entityHeading: 'Entidad',
  entityName: 'Nombre',
  entityCif: 'CIF',
  entityAddress: 'Dirección',
  entityCity: 'Localidad',
  entityCouncil: 'Concejo',
  entityPostalCode: 'Código postal',
  stateLabel: 'Estado',
  requestData: 'Datos de la solicitud',
  management: 'DATOS DE GESTIÓN',
  entityUsers: 'Usuarios de la entidad',
  userActive: 'Activo',
  userEnded: 'Inactivo',
  since: 'Desde',
  until: 'Hasta',
  back: 'VOLVER',
  downloadFile: (name: string) => `Descargar ${name}`,
} as const;
