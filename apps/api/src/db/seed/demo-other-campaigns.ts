import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import { compostCourseRequestForm, composterRequestForm } from './demo-forms.ts';
import { bold, h2, inFont, p, richText, ul } from './demo-rich-text.ts';
import type { SchoolYear } from './demo-school-year.ts';
import type { DemoCampaign } from './demo-types.ts';

// The demo's other two campaigns: home composting for citizens (a course, then the composter
// for those who did it) and next year's school visits, still inactive while being prepared.

/**
 * Home composting for the citizen target (docs/product/README.md#constants-and-limits: target 2),
 * active.
 */
export function homeCompostingCampaign(year: SchoolYear): DemoCampaign {
  const content = richText(
    p(
      inFont('Montserrat', 'Cerca del 40 % de nuestra bolsa de basura son restos orgánicos.'),
      ' En casa pueden convertirse en un abono excelente para la huerta, el jardín o las macetas.',
    ),
    h2('Cómo participar'),
    ul(
      'Apúntate a un taller de iniciación de dos horas en tu concejo.',
      'Después del taller, solicita tu compostador gratuito.',
      'Durante el primer año te acompañamos con visitas de seguimiento.',
    ),
  );
  const course = richText(
    p(
      'Qué restos se pueden compostar, cómo equilibrar el material verde y el seco, y cómo saber cuándo está listo el compost. ',
      bold('Duración: 2 h.'),
    ),
  );
  const courseRules = richText(
    ul('Personas mayores de edad residentes en Asturias.', 'Plazas por orden de solicitud.'),
  );
  const composter = richText(
    p(
      'Compostador doméstico de 320 litros, entregado en tu domicilio con un aireador y una guía de uso.',
    ),
  );
  const composterRules = richText(
    ul(
      'Haber completado el taller de compostaje doméstico.',
      'Disponer de huerta, jardín o patio con suelo de tierra.',
    ),
  );
  return {
    values: {
      name: 'Talleres de compostaje doméstico',
      description:
        'Aprende a convertir los restos de cocina y jardín en abono y consigue tu compostador gratuito.',
      startDate: year.iso(1, 9),
      endDate: year.iso(30, 6),
      edition: year.edition,
      active: true,
      content: content.html,
      contentJson: content.json,
    },
    targets: [CITIZEN_TARGET_ID],
    image: { file: 'compostaje-domestico.png', motif: 'compost', light: 'day', sunX: 540 },
    activities: [
      {
        key: 'taller',
        values: {
          name: 'TALLER DE COMPOSTAJE DOMÉSTICO',
          complement: 'Duración: 2 h',
          startDate: year.iso(1, 10),
          endDate: year.iso(15, 6),
          places: 240,
          priority: 20,
          active: true,
          // Doing the course is what admits to the composter below.
          inscription: true,
          priceManagement: 'Gratuito',
          participantsManagement: 'Hasta 20 personas por taller',
          explanation: course.html,
          explanationJson: course.json,
          requirements: courseRules.html,
          requirementsJson: courseRules.json,
          formMetadata: compostCourseRequestForm(),
          formMetadataManagement: newDefaultManagementForm(),
        },
        targets: [CITIZEN_TARGET_ID],
        image: { file: 'taller-compostaje.png', motif: 'sprout', light: 'morning', sunX: 110 },
      },
      {
        key: 'compostador',
        prerequisite: 'taller',
        values: {
          name: 'SOLICITUD DE COMPOSTADOR',
          complement: 'Para quien haya hecho el taller',
          startDate: year.iso(1, 10),
          endDate: year.iso(30, 6),
          places: 150,
          priority: 10,
          active: true,
          onlyForInscribed: true,
          priceManagement: 'Gratuito',
          explanation: composter.html,
          explanationJson: composter.json,
          requirements: composterRules.html,
          requirementsJson: composterRules.json,
          formMetadata: composterRequestForm(),
          formMetadataManagement: newDefaultManagementForm(),
        },
        targets: [CITIZEN_TARGET_ID],
        image: { file: 'compostador.png', motif: 'compost', light: 'morning', sunX: 110 },
      },
    ],
  };
}

/** Next year's school visits: inactive, so only admins see it, with the INACTIVA mark. */
export function nextEditionCampaign(year: SchoolYear): DemoCampaign {
  const next = year.next();
  const content = richText(
    p(
      inFont('Montserrat', `Estamos preparando la edición ${next.edition}.`),
      ' Las visitas y los talleres se abrirán a las solicitudes cuando esté cerrado el calendario del curso.',
    ),
  );
  return {
    values: {
      name: 'Visitas a las instalaciones',
      description: 'Próxima edición, en preparación.',
      startDate: next.iso(1, 9),
      endDate: next.iso(30, 6),
      edition: next.edition,
      active: false,
      content: content.html,
      contentJson: content.json,
    },
    targets: [1, 3],
    image: { file: 'visitas-proxima-edicion.png', motif: 'plant', light: 'dusk', sunX: 110 },
    activities: [],
  };
}
