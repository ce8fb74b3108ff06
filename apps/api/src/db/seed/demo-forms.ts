import { RequestForm, type FieldOption, type FormField } from '@extranet/shared/forms/form-field';

// Request forms of the demo activities, in the jQuery formBuilder format the activity editor
// writes (docs/product/campaigns-and-activities.md#activities). Labels come from the 'Maestro de
// campos' where it has one, so that the request form's companion control and the reports recognise
// the answers (docs/product/requests.md#request-form). Each form goes through the same schema the
// API validates an editor's save with.

const options = (...labels: string[]): FieldOption[] =>
  labels.map((label) => ({ label, value: label, selected: false }));

const text = (name: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  type: 'text',
  subtype: 'text',
  name,
  label,
  className: 'form-control',
  ...extra,
});

const select = (name: string, label: string, values: FieldOption[]): FormField => ({
  type: 'select',
  name,
  label,
  required: true,
  className: 'form-control',
  values,
});

const phone = text('telefono', 'Teléfono de contacto', { subtype: 'tel', required: true });
const email = text('correo', 'Correo electrónico de contacto', {
  subtype: 'email',
  required: true,
  // Filled in with the applicant's own address when the form opens.
  placeholder: '{email}',
});
const remarks = (placeholder: string): FormField => ({
  type: 'textarea',
  name: 'observaciones',
  label: 'Observaciones',
  placeholder,
  className: 'form-control',
});

/** Levels a school group may come from. */
const schoolLevels = options(
  'Educación Infantil',
  '1º y 2º de Educación Primaria',
  '3º y 4º de Educación Primaria',
  '5º y 6º de Educación Primaria',
  'Educación Secundaria Obligatoria',
  'Bachillerato',
  'Formación Profesional',
  'Educación de personas adultas',
  'Asociación o colectivo',
);

/**
 * A plant visit: requested date (no earlier than `firstDate`, DD/MM/YYYY), visit type, group
 * size within the documented example limits of 25 to 54
 * (docs/product/README.md#constants-and-limits), level, teacher and contact. The date and the visit
 * type make places count per date and in visitors (docs/product/requests.md#places).
 */
export function visitRequestForm(visitTypes: readonly string[], firstDate: string): RequestForm {
  return RequestForm.parse([
    {
      type: 'date',
      name: 'fecha-visita',
      label: 'Fecha de la visita',
      required: true,
      validation: `>= ${firstDate}`,
      className: 'form-control',
    },
    select('tipo-visita', 'Tipo de visita', options(...visitTypes)),
    {
      type: 'number',
      name: 'visitantes',
      label: 'Número de visitantes (grupos de 25 a 54 personas)',
      required: true,
      min: 25,
      max: 54,
      className: 'form-control',
    },
    select('curso', 'Curso o nivel', schoolLevels),
    text('profesor', 'Profesor o profesora responsable', { required: true }),
    phone,
    email,
    remarks('Necesidades de accesibilidad, hora de llegada prevista, autobús…'),
  ]);
}

/**
 * The drawing contest: the drawing itself as a file, with the documented example limits
 * (docs/product/README.md#constants-and-limits).
 */
export function contestRequestForm(): RequestForm {
  return RequestForm.parse([
    text('titulo', 'Título del dibujo', { required: true }),
    text('autor', 'Nombre y apellidos del autor o autora', { required: true }),
    select(
      'categoria',
      'Categoría',
      options('Educación Infantil', 'Primaria (1º a 3º)', 'Primaria (4º a 6º)'),
    ),
    {
      type: 'file',
      subtype: 'file',
      name: 'dibujo',
      label: 'Dibujo (JPG o PNG, mínimo 800x600 px y máximo 1 MB)',
      required: true,
      className: 'form-control',
    },
    phone,
    email,
    {
      type: 'checkbox-group',
      name: 'autorizacion',
      label: 'Autorización',
      required: true,
      values: options('Autorizo la publicación del dibujo con el nombre de su autor o autora'),
    },
  ]);
}

/** The open days: which day and how many people; no visit type, so places count per order. */
export function openDayRequestForm(days: readonly string[]): RequestForm {
  return RequestForm.parse([
    select('jornada', 'Jornada elegida', options(...days)),
    {
      type: 'number',
      name: 'asistentes',
      label: 'Número de asistentes',
      required: true,
      min: 1,
      max: 6,
      className: 'form-control',
    },
    phone,
  ]);
}

const homes = options(
  'Casa con huerta o jardín',
  'Casa sin huerta ni jardín',
  'Piso con terraza o patio',
  'Otro',
);

/** The home composting course, for citizens. */
export function compostCourseRequestForm(): RequestForm {
  return RequestForm.parse([
    select('turno', 'Turno preferido', options('Mañana (10:00 a 12:00)', 'Tarde (17:00 a 19:00)')),
    select('vivienda', 'Tipo de vivienda', homes),
    {
      type: 'number',
      name: 'superficie',
      label: 'Superficie aproximada de huerta o jardín (m²)',
      min: 0,
      className: 'form-control',
    },
    phone,
    email,
    remarks('¿Ya haces compost? Cuéntanos tu experiencia o tus dudas.'),
  ]);
}

/** The composter itself, for those who have done the course. */
export function composterRequestForm(): RequestForm {
  return RequestForm.parse([
    select('vivienda', 'Tipo de vivienda', homes),
    text('direccion-entrega', 'Dirección de entrega', { required: true }),
    phone,
    remarks('Indicaciones para la entrega (horario, acceso…)'),
  ]);
}
