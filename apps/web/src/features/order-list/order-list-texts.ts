/** Labels of /orderlist and /myorderlist (docs/product/requests.md#order-lists), written once. */
export const orderListTexts = {
  managerTitle: 'GESTIÓN DE SOLICITUDES',
  ownTitle: 'SEGUIMIENTO DE SOLICITUDES',
  filtersLabel: 'Filtros de solicitudes',
  tableLabel: 'Lista de solicitudes',
  changeStates: 'CAMBIAR ESTADO',
  exportFileName: 'Solicitudes.csv',
  count: (total: number) => (total === 1 ? '1 solicitud' : `${total} solicitudes`),
  selected: (count: number) =>
    count === 1 ? '1 solicitud seleccionada' : `${count} solicitudes seleccionadas`,
  selectRow: (id: number) => `Seleccionar la solicitud ${id}`,

  // CAMBIAR ESTADO dialog (docs/product/requests.md#order-lists,
  // docs/product/requests.md#validation)
  dialogTitle: 'Cambiar estado',
  dialogIntro: (count: number) =>
    count === 1
      ? 'Se cambiará el estado de 1 solicitud.'
      : `Se cambiará el estado de ${count} solicitudes.`,
  newState: 'Nuevo estado',
  reason: 'Motivo',
  sendMails: 'Enviar notificación por correo al solicitante',
  accept: 'ACEPTAR',
  cancel: 'CANCELAR',
} as const;
