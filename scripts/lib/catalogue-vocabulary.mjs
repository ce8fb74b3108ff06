// Words of the generated catalogue (scripts/generate-catalogue.mjs): what a waste-management
// body's environmental-education programme calls its campaigns, activities and request forms.

export const campaignThemes = [
  'Campaña escolar de reciclaje',
  'Semana Europea de la Prevención de Residuos',
  'Compostaje doméstico',
  'Aula de la Naturaleza',
  'Recogida selectiva de envases',
  'Residuo cero en los centros educativos',
  'Visitas al Centro de Tratamiento de Residuos',
  'Ecoauditoría escolar',
  'Consumo responsable',
  'Limpieza de playas y riberas',
  'Reutiliza, repara, recicla',
  'Puntos limpios: conócelos',
  'Aceite usado: ni una gota al desagüe',
  'Textil de segunda vida',
  'Biorresiduo: el quinto contenedor',
  'Ciudadanía por el clima',
  'Huertos escolares y compost',
  'Día Mundial del Medio Ambiente',
  'Mercadillos de trueque',
  'Vidrio: recíclalo bien',
  'Plásticos de un solo uso',
  'Educación ambiental para asociaciones',
  'Empresas responsables con sus residuos',
  'Concurso de dibujo medioambiental',
];

export const campaignDescriptions = [
  'Actividades gratuitas para centros educativos de Asturias sobre la correcta separación de residuos.',
  'Talleres, visitas y charlas para conocer qué ocurre con los residuos que separamos en casa.',
  'Programa de sensibilización dirigido a la ciudadanía y a las asociaciones de cada concejo.',
  'Propuestas prácticas para reducir, reutilizar y reciclar en el día a día.',
  'Una campaña para aprender a compostar en casa y en el centro educativo.',
  'Visitas guiadas a las instalaciones de tratamiento y recuperación de residuos.',
  'Actividades participativas en colaboración con los ayuntamientos del consorcio.',
  'Concursos y jornadas abiertas para toda la familia.',
];

export const activityNames = [
  'Visita guiada a la planta de clasificación de envases',
  'Visita al vertedero central y a la planta de biogás',
  'Taller de compostaje doméstico',
  'Taller de reciclaje creativo',
  'Charla: separa bien tus residuos',
  'Juego de la recogida selectiva',
  'Ecoauditoría del centro educativo',
  'Ruta por los puntos limpios del concejo',
  'Cuentacuentos: el viaje de la botella',
  'Taller de jabón con aceite usado',
  'Obra de teatro: Los Reciclones',
  'Gymkana de los residuos',
  'Limpieza de la ribera del río',
  'Visita a la planta de tratamiento de biorresiduos',
  'Exposición itinerante: el ciclo del vidrio',
  'Taller de reparación de pequeños aparatos',
  'Mercadillo de intercambio de libros y juguetes',
  'Curso de compostaje comunitario',
  'Concurso de carteles sobre reciclaje',
  'Concurso de relatos: residuo cero',
  'Jornada de puertas abiertas del centro de tratamiento',
  'Taller de huerto escolar',
  'Charla para comunidades de vecinos',
  'Formación para el personal de limpieza municipal',
  'Visita al centro de recuperación de textil',
  'Taller de consumo responsable',
  'Sesión informativa para asociaciones',
  'Campamento urbano de verano: naturaleza y residuos',
  'Entrega de materiales de reciclaje para el aula',
  'Recogida selectiva en el centro: contenedores y ecopapeleras',
  'Finde en familia en el Aula de la Naturaleza',
];

export const activityComplements = [
  '',
  '',
  'Educación Infantil',
  'Educación Primaria',
  'Educación Secundaria',
  'Bachillerato y FP',
  'Grupos de mañana',
  'Grupos de tarde',
  'Adultos',
  'Familias',
];

export const eventNames = [
  'Jornada del Día Mundial del Reciclaje',
  'Feria de la reutilización',
  'Entrega de premios del concurso escolar',
  'Encuentro anual de centros participantes',
];

export const calendarColors = ['#FFCC88', '#88CCFF', '#A5D6A7', '#F48FB1', '#CE93D8', '#FFF59D'];

const option = (label) => ({
  label,
  value: label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  selected: false,
});
const options = (...labels) => labels.map(option);

/** Request forms of a few fields each, in the formBuilder format the editor stores. */
export const requestForms = [
  [
    { type: 'text', subtype: 'text', label: 'Centro educativo', name: 'centro', required: true },
    {
      type: 'select',
      label: 'Nivel educativo',
      name: 'nivel',
      required: true,
      values: options('Infantil', 'Primaria', 'ESO', 'Bachillerato', 'FP'),
    },
    { type: 'number', label: 'Número de alumnos', name: 'alumnos', min: 1, max: 60 },
    { type: 'date', label: 'Fecha de la visita', name: 'fecha-visita', required: true },
    {
      type: 'select',
      label: 'Tipo de visita',
      name: 'tipo-visita',
      values: options('VISITA ESTÁNDAR', 'VISITA + TALLER', 'VISITA PUNTO LIMPIO'),
    },
    { type: 'textarea', label: 'Observaciones', name: 'observaciones' },
  ],
  [
    { type: 'text', subtype: 'text', label: 'Entidad o asociación', name: 'entidad' },
    { type: 'number', label: 'Número de participantes', name: 'participantes', min: 1 },
    { type: 'date', label: 'Fecha preferida', name: 'fecha-preferida' },
    {
      type: 'select',
      label: 'Horario',
      name: 'horario',
      values: options('Mañana', 'Tarde'),
    },
    { type: 'textarea', label: 'Necesidades especiales', name: 'necesidades' },
  ],
  [
    { type: 'text', subtype: 'text', label: 'Título del trabajo', name: 'titulo', required: true },
    {
      type: 'select',
      label: 'Categoría',
      name: 'categoria',
      values: options('Infantil', 'Primaria', 'Secundaria'),
    },
    { type: 'file', label: 'Trabajo presentado', name: 'trabajo' },
    {
      type: 'checkbox-group',
      label: 'Aceptación de las bases',
      name: 'bases',
      required: true,
      values: options('Acepto las bases del concurso'),
    },
  ],
  [
    { type: 'number', label: 'Número de asistentes', name: 'asistentes', min: 1, max: 40 },
    {
      type: 'checkbox-group',
      label: 'Material que aportáis',
      name: 'material',
      values: options('Proyector', 'Mesas de trabajo', 'Contenedores de reciclaje'),
    },
    { type: 'textarea', label: 'Comentarios', name: 'comentarios' },
  ],
  [
    { type: 'text', subtype: 'text', label: 'Persona de contacto', name: 'contacto' },
    { type: 'text', subtype: 'text', label: 'Teléfono de contacto', name: 'telefono' },
    { type: 'date', label: 'Fecha solicitada', name: 'fecha-solicitada' },
  ],
];

/**
 * Management fields the generated activities have besides the default ones, with the labels of
 * the reports' catalogue (docs/product/reporting.md#management-catalogue): the bus's pickup on
 * every activity, and the containers and bins handed out on those whose name speaks of materials
 * or a collection (the reports' 'materiales' and 'recogida' activities).
 */
export const pickupField = {
  type: 'text',
  subtype: 'text',
  label: 'Hora y lugar de recogida',
  name: 'recogida',
  className: 'form-control',
};

export const materialFields = [
  ['Contenedores azules', 'contenedores-azules'],
  ['Contenedores amarillos', 'contenedores-amarillos'],
  ['Ecopapeleras azules', 'ecopapeleras-azules'],
  ['Ecopapeleras amarillas', 'ecopapeleras-amarillas'],
].map(([label, name]) => ({ type: 'number', label, name, min: 0, className: 'form-control' }));

/** Activity names that get the material fields (as the reports' name rules read them). */
export const MATERIAL_NAMES = '(materiales|recogida)';
