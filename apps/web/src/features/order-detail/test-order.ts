import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OrderDetail } from '@extranet/shared/schemas/order';

/** A request form with every kind of answer the detail shows. */
export const requestFields: StoredFormField[] = [
  { type: 'text', name: 'centro', label: 'Nombre del centro', required: true },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', min: 1, max: 54 },
  { type: 'text', name: 'acompanante-1', label: 'Datos acompañante 1' },
  { type: 'text', name: 'acompanante-2', label: 'Datos acompañante 2' },
  { type: 'date', name: 'fecha', label: 'Fecha solicitada' },
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: [
      { label: 'VISITA ESTÁNDAR', value: 'VISITA ESTÁNDAR' },
      { label: 'VISITA + TALLER', value: 'VISITA + TALLER' },
    ],
  },
  {
    type: 'checkbox-group',
    name: 'materiales',
    label: 'Materiales',
    values: [
      { label: 'Folletos', value: 'folletos' },
      { label: 'Carteles', value: 'carteles' },
    ],
  },
  { type: 'file', name: 'foto', label: 'Fotografía', required: true },
  { type: 'text', name: 'interno', label: '--Código interno' },
];

export const managementFields: StoredFormField[] = [
  { type: 'textarea', name: 'motivo-rechazo', label: 'Motivo de rechazo' },
  { type: 'number', name: 'precio', label: 'Precio', min: 0, private: true },
  { type: 'file', name: 'factura', label: 'Factura', private: true },
];

/** A pending order of a participant, with a proposed entity: tests change what they are about. */
export function testOrder(changes: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 41,
    date: '2030-02-01T09:30:00.000Z',
    state: { id: 1, value: 'Pendiente' },
    activityId: 5,
    activityName: 'Visita a la planta',
    campaignId: 2,
    campaignName: 'Visitas 2030',
    userId: 7,
    userName: 'Ana García',
    entityId: null,
    entityName: 'AMPA Río Nora',
    supervisorId: 3,
    updatedAt: '2030-02-01T09:30:00.000Z',
    stateChangeReason: '',
    activity: {
      id: 5,
      name: 'Visita a la planta',
      complement: 'Grupos escolares',
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      imageUrl: null,
      active: true,
      places: 100,
      hasDateAndVisitType: true,
      campaign: { id: 2, name: 'Visitas 2030', supervisorId: 3 },
      formMetadata: requestFields,
      formMetadataManagement: managementFields,
    },
    user: null,
    entityMode: 2,
    entity: null,
    entityData: { name: 'AMPA Río Nora', cif: 'G33123456', idCouncil: 66, idTarget: 3 },
    userData: [
      { name: 'centro', label: 'Centro', type: 'text', value: 'CP Uno' },
      { name: 'visitantes', label: 'Número de visitantes', type: 'number', value: '2' },
      { name: 'acompanante-1', label: 'Datos acompañante 1', type: 'text', value: 'Luis' },
      { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2030-03-10' },
      { name: 'tipo', label: 'Tipo de visita', type: 'select', value: 'VISITA ESTÁNDAR' },
      { name: 'materiales', label: 'Materiales', type: 'checkbox-group', value: ['carteles'] },
      { name: 'foto', label: 'Fotografía', type: 'file', value: ['grupo.png'] },
      { name: 'interno', label: '--Código interno', type: 'text', value: 'X1' },
    ],
    userDataManagement: [{ name: 'precio', label: 'Precio', type: 'number', value: '12,5' }],
    fileData: [
      {
        id: 1,
        field: 'foto',
        fieldName: 'Fotografía',
        form: 'request',
        file: '0_1700000000000_grupo.png',
        originalName: 'grupo.png',
        size: 1200,
        url: '/api/order/41/file/0_1700000000000_grupo.png',
      },
    ],
    attachments: 1,
    supervisor: { id: 3, name: 'Gema', surname: 'Gestora' },
    visitors: 2,
    requestedDate: '2030-03-10',
    history: [],
    appointment: null,
    reminders: [],
    canEdit: true,
    canCancel: true,
    isManager: false,
    ...changes,
  };
}
