import type { ManagementForm } from './form-field.ts';

/**
 * The one option of the management form's yes/no checkboxes
 * (docs/product/campaigns-and-activities.md#management-form: checkbox 'Si').
 */
const yes = [{ label: 'Si', value: 'Si', selected: false }];

/**
 * The ten management fields a new activity starts with
 * (docs/product/campaigns-and-activities.md#management-form). Labels are the canonical texts of the
 * reports' label catalogue (docs/product/campaigns-and-activities.md#management-form), so the
 * reports find the answers; real price, bus, bus cost and delegated request are private (seen by
 * the campaign's managers only).
 */
const defaultManagementFields: ManagementForm = [
  {
    type: 'textarea',
    label: 'Motivo de rechazo',
    name: 'motivo-rechazo',
    className: 'form-control',
  },
  {
    type: 'date',
    label: 'Fecha realización',
    name: 'fecha-realizacion',
    className: 'form-control',
  },
  {
    type: 'number',
    label: 'Participantes reales',
    name: 'participantes-reales',
    min: 0,
    className: 'form-control',
  },
  {
    type: 'number',
    label: 'Precio',
    name: 'precio',
    min: 0,
    className: 'form-control',
    private: true,
  },
  { type: 'number', label: 'Unidades', name: 'unidades', min: 0, className: 'form-control' },
  { type: 'date', label: 'Fecha acordada', name: 'fecha-acordada', className: 'form-control' },
  {
    type: 'text',
    subtype: 'text',
    label: 'Hora acordada',
    name: 'hora-acordada',
    placeholder: 'hh:mm',
    className: 'form-control',
  },
  { type: 'checkbox-group', label: 'Autobús', name: 'autobus', values: yes, private: true },
  {
    type: 'number',
    label: 'Coste de bus',
    name: 'coste-bus',
    min: 0,
    className: 'form-control',
    private: true,
  },
  {
    type: 'checkbox-group',
    label: 'Solicitud delegada',
    name: 'solicitud-delegada',
    values: yes,
    private: true,
  },
];

/** A fresh copy of the default management fields, safe to change. */
export function newDefaultManagementForm(): ManagementForm {
  return structuredClone(defaultManagementFields);
}
