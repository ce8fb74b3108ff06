/**
 * Labels of /eventsreminderview (docs/product/calendar.md#reminders), written once. Messages the
 * API shares (toasts, refusals, the confirmation) live in packages/shared/src/messages.ts.
 */
export const reminderTexts = {
  title: 'ENVÍO DE RECORDATORIOS POR EMAIL',
  filtersLabel: 'Filtros de recordatorios',
  activity: 'Actividad',
  anyActivity: 'Todas las actividades',
  addedText: 'Añadido al correo',
  addedTextHint: 'Se añade como un párrafo propio a cada correo que se envíe.',
  filter: 'FILTRAR',
  sendAll: 'ENVIAR CORREOS',
  yes: 'Sí',
  no: 'No',

  tableLabel: 'Citas',
  openHint: 'Pulse Intro o haga clic en una fila para abrir la solicitud.',
  count: (n: number) => (n === 1 ? '1 cita' : `${n} citas`),
  capped: (n: number) =>
    `Se muestran las ${n.toLocaleString('es-ES')} citas más próximas: acote las fechas para ver el resto.`,
  selected: (n: number) => (n === 1 ? '1 seleccionada' : `${n} seleccionadas`),
  id: 'Id',
  agreedDate: 'F. Acordada',
  entity: 'Entidad',
  applicant: 'Solicitante',
  actions: 'Acciones',
  sendOne: 'Enviar correo',
  sendOneOf: (id: number) => `Enviar correo de la solicitud ${id}`,
  selectRow: (id: number) => `Seleccionar la cita de la solicitud ${id}`,
} as const;
