/**
 * Labels of the order detail (docs/product/requests.md#order-detail), written once. Messages the
 * API shares (toasts, refusals) live in packages/shared/src/messages.ts.
 */
export const orderDetailTexts = {
  fallbackTitle: 'DETALLE DE SOLICITUD',
  orderNumber: (id: number) => `Solicitud: ${id}`,
  requestDate: 'Fecha de solicitud',
  state: 'Estado',
  campaign: 'Campaña',
  activityDates: 'Fechas',
  dates: (start: string, end: string) => `Del ${start} al ${end}`,

  // Buttons (docs/product/requests.md#order-detail)
  cancelOrder: 'ANULAR SOLICITUD',
  save: 'GUARDAR',
  sendMail: 'ENVIAR CORREO',
  back: 'VOLVER',
  yes: 'Sí',
  no: 'No',

  // Applicant (manager mode only)
  applicantHeading: 'DATOS DEL SOLICITANTE',
  applicantName: 'Nombre',
  applicantPhone: 'Teléfono',
  applicantEmail: 'Correo electrónico',
  none: 'No consta',

  // State selector (manager mode)
  stateHeading: 'ESTADO DE LA SOLICITUD',
  newState: 'Estado',
  reason: 'Motivo del cambio de estado',
  reasonHint: 'Obligatorio para denegar la solicitud. El cambio se guarda con GUARDAR.',
  notify: 'Enviar notificación al solicitante',

  // Entity block
  entityHeading: 'DATOS DE LA ENTIDAD',
  individual: 'Solicitud a título individual',
  validated: 'Entidad validada',
  notValidated: 'Entidad propuesta por el solicitante, pendiente de validar',
  entityName: 'Nombre',
  entityCif: 'CIF',
  entityAddress: 'Dirección',
  entityCity: 'Localidad',
  entityPostalCode: 'Código postal',
  entityCouncil: 'Concejo',
  entityTarget: 'Destinatario',
  validateEntity: 'Validar entidad',
  changeEntity: 'Cambiar entidad',
  assignEntityButton: 'Asignar entidad',

  // Entity dialog
  dialogTitle: 'Asignar entidad a la solicitud',
  searchTab: 'Buscar entidad',
  createTab: 'Nueva entidad',
  assign: 'Asignar',
  assignEntity: (name: string) => `Asignar ${name}`,
  createIntro:
    'Los datos propuestos por el solicitante se pueden corregir antes de crear la entidad.',
  createAndAssign: 'CREAR Y ASIGNAR',
  close: 'CERRAR',

  // Forms
  formHeading: 'DATOS DE LA SOLICITUD',
  managementHeading: 'DATOS DE GESTIÓN',
  privateField: 'privado',
  storedFiles: 'Archivos guardados',
  noFiles: 'Ningún archivo guardado',
  download: (name: string) => `Descargar ${name}`,
  removeFile: (name: string) => `Eliminar ${name}`,
  keepFile: (name: string) => `Conservar ${name}`,
  remove: 'Eliminar',
  keep: 'Conservar',
  removedOnSave: 'se eliminará al guardar',
  replaceHint: 'Un archivo nuevo sustituye al guardado al pulsar GUARDAR.',

  // History
  historyHeading: 'HISTORIAL DE ESTADOS',
  historyCreated: (state: string) => `Registrada como ${state}`,
  historyChange: (from: string, to: string) => `De ${from} a ${to}`,
  historyBy: (name: string) => `por ${name}`,
  historyReason: 'Motivo',
  reminderSent: 'Recordatorio enviado',
  reminderAutomatic: 'automático',
  reminderText: 'Texto añadido',

  // Appointment (docs/product/calendar.md#appointments)
  appointment: 'Cita',
  appointmentHours: (time: string, end: string | null) => (end ? `de ${time} a ${end}` : time),
  addToCalendar: 'Añadir al calendario',
} as const;
