import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import { visitRequestForm } from './demo-forms.ts';
import { bold, h2, inFont, p, richText, ul } from './demo-rich-text.ts';
import type { SchoolYear } from './demo-school-year.ts';
import { drawingContest, openDays } from './demo-school-extras.ts';
import type { DemoActivity, DemoCampaign } from './demo-types.ts';

// The demo's main campaign: school visits to the plants for the school year, with the three
// visit types of docs/product/README.md#constants-and-limits (and their durations), a drawing
// contest and an open-day event.

/** Texts and settings that tell the three visits apart. */
interface VisitKind {
  name: string;
  hours: string;
  /**
   * Visit types offered in the form; 'MEDIA JORNADA' is the reduced day
   * (docs/product/requests.md#waiting-list).
   */
  types: string[];
  places: number;
  priority: number;
  /** One line for the campaign's content. */
  headline: string;
  summary: string;
  extraRequirement: string;
  image: DemoActivity['image'];
}

const kinds: VisitKind[] = [
  {
    name: 'VISITA ESTÁNDAR',
    hours: '1,5 h',
    types: ['VISITA ESTÁNDAR', 'MEDIA JORNADA'],
    places: 108,
    priority: 50,
    headline: 'recorrido guiado por la planta de envases y el área de compostaje',
    summary:
      'Recorrido guiado por la planta de clasificación de envases, el área de compostaje y el depósito controlado, con una charla inicial sobre la separación en origen.',
    extraRequirement: 'Calzado cómodo y cerrado: parte del recorrido es al aire libre.',
    image: { file: 'visita-estandar.png', motif: 'bins', light: 'day', sunX: 110 },
  },
  {
    name: 'VISITA + TALLER',
    hours: '2,5 h',
    types: ['VISITA + TALLER', 'MEDIA JORNADA'],
    places: 54,
    priority: 40,
    headline: 'la visita y un taller práctico de reciclaje en el aula ambiental',
    summary:
      'La visita guiada se completa en el aula ambiental con un taller práctico de reciclaje y reutilización adaptado a cada nivel educativo.',
    extraRequirement: 'El material del taller lo ponemos nosotros; cada grupo se lleva su trabajo.',
    image: { file: 'visita-taller.png', motif: 'workshop', light: 'morning', sunX: 540 },
  },
  {
    name: 'VISITA PUNTO LIMPIO',
    hours: '1 h',
    types: ['VISITA PUNTO LIMPIO'],
    places: 54,
    priority: 30,
    headline: 'qué residuos admite un punto limpio y qué se hace con ellos',
    summary:
      'Visita a un punto limpio de la red para conocer qué residuos domésticos especiales admite (aceite, pilas, aparatos eléctricos, muebles…) y qué se hace con ellos.',
    extraRequirement:
      'El punto limpio sigue abierto al público durante la visita: el grupo irá siempre acompañado.',
    image: { file: 'visita-punto-limpio.png', motif: 'clean-point', light: 'day', sunX: 540 },
  },
];

function visit(kind: VisitKind, year: SchoolYear): DemoActivity {
  return {
    key: kind.name,
    values: {
      name: kind.name,
      complement: `Duración: ${kind.hours}`,
      startDate: year.iso(1, 10),
      endDate: year.iso(18, 6),
      places: kind.places,
      priority: kind.priority,
      active: true,
      dataManagement: 'Visita guiada por el equipo de educación ambiental',
      priceManagement: 'Gratuita',
      participantsManagement: 'Grupos de 25 a 54 personas',
      ...textsOf(kind),
      formMetadata: visitRequestForm(kind.types, year.dmy(1, 10)),
      formMetadataManagement: newDefaultManagementForm(),
    },
    targets: [1, 3],
    image: kind.image,
  };
}

function textsOf(kind: VisitKind) {
  const explanation = richText(
    p(kind.summary),
    p(bold(`Duración: ${kind.hours}.`), ' Visitas de lunes a viernes, a las 9:30 y a las 11:30.'),
  );
  const requirements = richText(
    ul(
      'Grupos de 25 a 54 personas, con una persona responsable por cada 25.',
      kind.extraRequirement,
      'Solicitud con al menos 15 días de antelación; la fecha se confirma por correo electrónico.',
    ),
  );
  return {
    explanation: explanation.html,
    explanationJson: explanation.json,
    requirements: requirements.html,
    requirementsJson: requirements.json,
  };
}

/** The school visits campaign of `year`, active and supervised by the demo gestor. */
export function schoolVisitsCampaign(year: SchoolYear): DemoCampaign {
  const content = richText(
    p(
      inFont(
        'Montserrat',
        `Durante el curso ${year.edition}, los centros educativos y las asociaciones de Asturias pueden visitar nuestras instalaciones y descubrir qué ocurre con los residuos que separamos en casa y en el aula.`,
      ),
    ),
    h2('Modalidades'),
    ul(...kinds.map((kind) => [bold(kind.name), ` (${kind.hours}): ${kind.headline}.`])),
    p(
      'Las visitas son gratuitas. Elegid la modalidad, pedid la fecha y os confirmaremos la reserva.',
    ),
  );
  return {
    values: {
      name: 'Visitas a las instalaciones',
      description:
        'Visitas guiadas y talleres en las plantas de tratamiento de residuos para grupos escolares y asociaciones.',
      startDate: year.iso(1, 9),
      endDate: year.iso(30, 6),
      edition: year.edition,
      active: true,
      content: content.html,
      contentJson: content.json,
    },
    targets: [1, 3],
    image: { file: 'visitas-instalaciones.png', motif: 'plant', light: 'day', sunX: 540 },
    activities: [...kinds.map((kind) => visit(kind, year)), drawingContest(year), openDays(year)],
  };
}
