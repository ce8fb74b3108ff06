/** The texts of the 'Calendario personal' section of `/userprofile` (docs/product/calendar.md#ical-feeds). */
export const calendarFeedTexts = {
  heading: 'Calendario personal',
  explanation:
    'Con esta dirección, Outlook, Google Calendar y otros programas de calendario pueden suscribirse a sus citas aceptadas y mantenerlas al día. Es secreta: quien la conozca verá sus citas. Si la comparte por error, cámbiela o anúlela.',
  none: 'Todavía no tiene una dirección de calendario.',
  urlLabel: 'Dirección de su calendario',
  copy: 'Copiar',
  copied: 'Dirección copiada',
  copyFailed: 'No se ha podido copiar la dirección: selecciónela y cópiela a mano',
  create: 'Crear dirección',
  change: 'Cambiar dirección',
  revoke: 'Anular dirección',
  confirmChange:
    '¿Quiere cambiar la dirección de su calendario? Los calendarios suscritos a la dirección actual dejarán de recibir sus citas.',
  confirmRevoke:
    '¿Quiere anular la dirección de su calendario? Los calendarios suscritos dejarán de recibir sus citas.',
  yes: 'Sí',
  no: 'No',
};
