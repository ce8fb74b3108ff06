/**
 * Labels of the request form (docs/product/requests.md#request-form,
 * docs/product/README.md#error-catalogue, docs/product/requests.md#waiting-list), written once.
 * Messages the API shares live in packages/shared/src/messages.ts.
 */
export const orderTexts = {
  fallbackTitle: 'SOLICITUD DE ACTIVIDAD',
  request: 'SOLICITAR',
  back: 'VOLVER',
  continue: 'CONTINUAR',
  goBack: 'ATRÁS',
  loading: 'Cargando la actividad',
  dates: (start: string, end: string) => `Del ${start} al ${end}`,
  explanation: 'Descripción',
  requirements: 'Requisitos',
  eventDates: 'Fechas',
  formHeading: 'DATOS DE LA SOLICITUD',

  // DATOS DE LA ENTIDAD (docs/product/requests.md#validation,
  // docs/product/README.md#constants-and-limits entity modes)
  entityHeading: 'DATOS DE LA ENTIDAD',
  entityMode: 'Tipo de solicitud',
  individual: 'A título individual',
  forEntity: 'En representación de una entidad',
  entityChoice: 'Entidad',
  searchHeading: 'Buscar una entidad',
  choose: 'Elegir',
  chooseEntity: (name: string) => `Elegir ${name}`,
  newEntity: 'Nueva entidad',
  newEntityHint: 'Si su entidad no aparece, indique sus datos',

  // The places dialog (docs/product/requests.md#waiting-list)
  waitingListOffer: 'Si continúa pasará a una lista de espera.',
  placesLeft: (remaining: number, requested: number) =>
    `Solo quedan ${remaining} plazas disponibles para la fecha solicitada y se están solicitando ${requested}`,
  halfDayOffer:
    '¿Desea continuar con una media jornada (de 12:00 a 14:00)? Su solicitud pasará a una lista de espera.',
  reducedDay: (remaining: number) =>
    `Solo quedan ${remaining} plazas disponibles para la fecha solicitada. ¿Desea continuar con una jornada reducida?`,

  // The confirmation panel
  confirmationTitle: 'Solicitud registrada',
  waitingListTitle: 'Solicitud en lista de espera',
  orderNumber: (id: number) => `Número de solicitud: ${id}`,
} as const;
