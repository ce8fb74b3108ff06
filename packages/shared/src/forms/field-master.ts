import type { FieldOption, FormFieldType } from './form-field.ts';

/**
 * One standard field of the 'Maestro de campos'
 * (docs/product/campaigns-and-activities.md#activity-editor): picking it in the form builder adds a
 * field with this label, type and properties. The labels follow the role rules of
 * docs/product/requests.md#request-form and the label catalogue of
 * docs/product/campaigns-and-activities.md#management-form (management form), so the request form's
 * companion control and the reports recognise the answers.
 */
export interface MasterField {
  type: FormFieldType;
  label: string;
  placeholder?: string;
  min?: number;
  max?: number;
  values?: FieldOption[];
}

const options = (...labels: string[]): FieldOption[] =>
  labels.map((label) => ({ label, value: label, selected: false }));

/**
 * Visit types, with their durations in visit-durations.ts
 * (docs/product/README.md#constants-and-limits).
 */
export const visitTypes = ['VISITA ESTÁNDAR', 'VISITA + TALLER', 'VISITA PUNTO LIMPIO'] as const;

/** Standard labels of the request form. */
export const requestFieldMaster: readonly MasterField[] = [
  // docs/product/README.md#constants-and-limits example limit: visitor groups of 25 to 54 people.
  { type: 'number', label: 'Número de visitantes (grupos de 25 a 54 personas)', min: 25, max: 54 },
  { type: 'number', label: 'Número de visitantes' },
  { type: 'date', label: 'Fecha solicitada' },
  { type: 'select', label: 'Tipo de visita', values: options(...visitTypes) },
  { type: 'text', label: 'Nombre del centro' },
  { type: 'text', label: 'Curso' },
  { type: 'text', label: 'Teléfono de contacto' },
  { type: 'text', label: 'Correo electrónico de contacto', placeholder: '{email}' },
  { type: 'text', label: 'DNI', placeholder: 'DNI' },
  { type: 'text', label: 'Hora de llegada', placeholder: 'hh:mm' },
  { type: 'textarea', label: 'Observaciones' },
  { type: 'text', label: 'Datos acompañante 1' },
  { type: 'text', label: 'Datos acompañante 2' },
  { type: 'text', label: 'Datos acompañante 3' },
  { type: 'text', label: 'Datos acompañante 4' },
  { type: 'textarea', label: 'Datos de otros visitantes' },
  // docs/product/README.md#constants-and-limits example limit: a sample photo of at least 800x600
  // px and at most 1 MB.
  { type: 'file', label: 'Fotografía (mínimo 800x600 px, máximo 1 MB)' },
];

/**
 * Standard labels of the management form: the reports' catalogue
 * (docs/product/campaigns-and-activities.md#management-form).
 */
export const managementFieldMaster: readonly MasterField[] = [
  { type: 'textarea', label: 'Motivo de rechazo' },
  { type: 'date', label: 'Fecha realización' },
  { type: 'number', label: 'Participantes reales', min: 0 },
  { type: 'number', label: 'Precio', min: 0 },
  { type: 'number', label: 'Unidades', min: 0 },
  { type: 'date', label: 'Fecha acordada' },
  { type: 'text', label: 'Hora acordada', placeholder: 'hh:mm' },
  { type: 'checkbox-group', label: 'Autobús', values: options('Si') },
  { type: 'number', label: 'Coste de bus', min: 0 },
  { type: 'text', label: 'Hora y lugar de recogida' },
  { type: 'number', label: 'Contenedores azules', min: 0 },
  { type: 'number', label: 'Contenedores amarillos', min: 0 },
  { type: 'number', label: 'Ecopapeleras azules', min: 0 },
  { type: 'number', label: 'Ecopapeleras amarillas', min: 0 },
  { type: 'checkbox-group', label: 'Solicitud delegada', values: options('Si') },
];
