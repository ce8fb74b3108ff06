// Words of the generated requests data set (scripts/generate-requests.mjs): the people who
// register, the entities they ask for (schools, associations, councils, companies) and what they
// write in the request and management forms. Every list is picked from by a hash of the row
// number in SQL, so the same run always gives the same data.

export const firstNames = [
  'María',
  'José',
  'Ana',
  'Manuel',
  'Carmen',
  'David',
  'Laura',
  'Javier',
  'Lucía',
  'Daniel',
  'Marta',
  'Pablo',
  'Elena',
  'Alejandro',
  'Sara',
  'Adrián',
  'Paula',
  'Sergio',
  'Cristina',
  'Álvaro',
  'Raquel',
  'Iván',
  'Noelia',
  'Rubén',
  'Beatriz',
  'Óscar',
  'Nuria',
  'Héctor',
  'Silvia',
  'Jesús',
  'Verónica',
  'Ángel',
  'Rocío',
  'Luis',
  'Patricia',
  'Miguel',
  'Sonia',
  'Jorge',
  'Covadonga',
  'Pelayo',
  'Xana',
  'Nel',
  'Begoña',
  'Íñigo',
];

export const surnames = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Álvarez',
  'Menéndez',
  'Suárez',
  'Díaz',
  'Pérez',
  'Sánchez',
  'Iglesias',
  'Castro',
  'Rubio',
  'Alonso',
  'Gutiérrez',
  'Muñiz',
  'Riera',
  'Cuervo',
  'Prieto',
  'Vallina',
  'Llaneza',
  'Quirós',
  'Cienfuegos',
  'Villaverde',
  'Arias',
  'Valdés',
  'Blanco',
  'Peláez',
  'Tuñón',
  'Begega',
  'Fano',
  'Ordóñez',
  'Hevia',
  'Lavandera',
  'Ibáñez',
  'Núñez',
  'Montes',
  'Cabal',
];

export const mailDomains = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telecable.es'];

export const streets = [
  'Calle Uría',
  'Avenida de Galicia',
  'Calle Corrida',
  'Avenida de la Constitución',
  'Calle Marqués de San Esteban',
  'Plaza Mayor',
  'Calle La Vega',
  'Avenida de Portugal',
  'Calle Río Nalón',
  'Camino Real',
  'Calle Ramón y Cajal',
  'Avenida de Oviedo',
];

/** Names of schools, by the people and places they are named after. */
export const schoolNames = [
  'Jovellanos',
  'Rey Pelayo',
  'Clarín',
  'Severo Ochoa',
  'Alfonso II',
  'Aramo',
  'La Ería',
  'El Quirinal',
  'Río Piles',
  'Nuestra Señora de Covadonga',
  'Pérez de Ayala',
  'Concepción Arenal',
  'Peñamayor',
  'Santa Bárbara',
  'Bernaldo de Quirós',
  'Carmen Conde',
  'Juan Rodríguez Muñiz',
  'Noreña',
  'El Piles',
  'Alejandro Casona',
];

export const schoolPrefixes = ['CP', 'CEIP', 'IES', 'Colegio', 'Escuela Infantil', 'CRA'];

export const associationKinds = [
  'Asociación de Vecinos',
  'Asociación Cultural',
  'Asociación de Madres y Padres del',
  'Asociación Juvenil',
  'Club de Montaña',
  'Asociación de Mayores',
];

export const companyNames = [
  'Reciclajes del Norte S.L.',
  'Construcciones Cantábrico S.A.',
  'Hostelería Verde S.L.',
  'Talleres Nalón S.L.',
  'Distribuciones Astur S.A.',
  'Conservas del Mar S.L.',
  'Transportes Principado S.L.',
  'Limpiezas Ecológicas S.L.',
];

export const otherEntities = [
  'Fundación Educativa',
  'Centro de Educación de Personas Adultas',
  'Biblioteca Municipal',
  'Centro Social',
  'Residencia de Mayores',
];

/** What applicants write in the text fields of the catalogue's request forms, by field name. */
export const answerTexts = {
  centro: [
    'CP Jovellanos',
    'IES Rey Pelayo',
    'CEIP La Ería',
    'Colegio Santa Bárbara',
    'IES Aramo',
    'CP El Quirinal',
  ],
  entidad: [
    'Asociación de Vecinos de La Calzada',
    'AMPA del CP Jovellanos',
    'Club de Montaña Ensidesa',
    'Asociación Cultural Valle del Nalón',
  ],
  titulo: [
    'El viaje de la botella',
    'Mi barrio sin basura',
    'Las tres erres',
    'Un mar sin plásticos',
    'El compost de mi abuela',
  ],
  contacto: ['Marta Menéndez', 'Javier Suárez', 'Lucía Álvarez', 'Pablo Quirós'],
  telefono: ['985 10 20 30', '684 22 33 44', '985 52 61 70', '622 18 19 20'],
  default: ['Sin observaciones'],
};

export const comments = [
  '',
  '',
  'Venimos con dos profesores acompañantes.',
  'Uno de los alumnos va en silla de ruedas.',
  'Preferimos la primera hora de la mañana.',
  'Necesitamos que la visita termine antes de las 13:30 por el comedor.',
  'Grupo de 4º de Primaria.',
  'Traeremos el almuerzo.',
];

export const rejectionReasons = [
  'No quedan plazas para la fecha solicitada.',
  'La actividad está dirigida a otro nivel educativo.',
  'Solicitud duplicada.',
  'El centro no ha confirmado los datos del grupo.',
];

export const cancelReasons = ['', 'Anulada a petición del centro.', 'Coincide con una excursión.'];

/** The hours of the agreed appointments: the morning's half hours, as school visits are. */
export const meetingTimes = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
];

/** Where and when the bus picks a group up ('Hora y lugar de recogida'). */
export const busPickups = [
  '08:45, puerta principal del colegio',
  '09:00, plaza del Ayuntamiento',
  '08:30, parada de autobús de la avenida',
  '09:15, aparcamiento del instituto',
];
