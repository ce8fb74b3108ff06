import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import { addEventLine, formatNewEventLine } from '@extranet/shared/forms/event-lines';
import { contestRequestForm, openDayRequestForm } from './demo-forms.ts';
import { p, richText, ul } from './demo-rich-text.ts';
import { isoToDmy, type SchoolYear } from './demo-school-year.ts';
import type { DemoActivity } from './demo-types.ts';

// The school campaign's two activities that are not visits: a drawing contest and the open
// days, an event (an empty management form, docs/product/campaigns-and-activities.md#events) shown
// on the calendar.

/**
 * A contest (its name says 'concurso', docs/product/campaigns-and-activities.md#activities) whose
 * explanation is under 100 characters, so that the activity list shows it
 * (docs/product/campaigns-and-activities.md#activity-list).
 */
export function drawingContest(year: SchoolYear): DemoActivity {
  const deadline = year.dmy(30, 4);
  const explanation = richText(
    p(`Envía tu dibujo hasta el ${deadline}. El fallo del jurado se publicará en junio.`),
  );
  const requirements = richText(
    ul(
      'Un dibujo por participante, de Educación Infantil o Primaria.',
      'En formato JPG o PNG, de al menos 800x600 px y como máximo 1 MB.',
      'Tema: cómo separamos los residuos en casa o en el colegio.',
    ),
    p('Habrá premios en cada categoría y una exposición con los dibujos finalistas.'),
  );
  return {
    key: 'concurso',
    values: {
      name: 'Concurso de dibujo: Reciclar es de todos',
      complement: 'Educación Infantil y Primaria',
      startDate: year.iso(1, 10),
      endDate: year.iso(30, 4),
      places: 500,
      priority: 20,
      active: true,
      priceManagement: 'Gratuito',
      participantsManagement: 'Un dibujo por participante',
      explanation: explanation.html,
      explanationJson: explanation.json,
      requirements: requirements.html,
      requirementsJson: requirements.json,
      formMetadata: contestRequestForm(),
      formMetadataManagement: newDefaultManagementForm(),
    },
    targets: [1],
    image: { file: 'concurso-dibujo.png', motif: 'contest', light: 'morning', sunX: 540 },
  };
}

const PLACE = 'Centro de tratamiento de residuos (Serín, Gijón)';

/** The open days: four Saturdays of the school year, each with its theme. */
function openDayDates(year: SchoolYear) {
  return [
    {
      date: year.saturday(2, 10),
      theme: 'Planta de clasificación de envases',
      note: 'Visitas cada 30 minutos',
    },
    {
      date: year.saturday(2, 12),
      theme: 'Taller «Navidad sin residuos»',
      note: 'Para familias con niños',
    },
    {
      date: year.saturday(3, 3),
      theme: 'El compost, de la cocina a la huerta',
      note: 'Demostración práctica',
    },
    {
      date: year.saturday(1, 6),
      theme: 'Día Mundial del Medio Ambiente',
      note: 'Actividades para toda la familia',
    },
  ];
}

/**
 * An event: its requirements are dated lines in the format the event editor writes
 * ('DD/MM/YYYY HH:MM text - location - observations',
 * docs/product/campaigns-and-activities.md#events), and it is visible on the calendar in its own
 * colour.
 */
export function openDays(year: SchoolYear): DemoActivity {
  const days = openDayDates(year);
  const lines = days.map((day) =>
    formatNewEventLine({
      date: isoToDmy(day.date),
      hour: '10:00',
      text: `Puertas abiertas: ${day.theme}`,
      location: PLACE,
      observations: day.note,
    }),
  );
  const explanation = richText(
    p(
      'Cuatro sábados del curso abrimos nuestras instalaciones a todo el mundo, de 10:00 a 13:00: visitas guiadas cortas, talleres para familias y un punto de información sobre reciclaje.',
    ),
  );
  return {
    key: 'puertas-abiertas',
    values: {
      name: 'Jornada de puertas abiertas',
      complement: 'Sábados de 10:00 a 13:00',
      startDate: days[0]?.date ?? year.iso(1, 9),
      endDate: days[days.length - 1]?.date ?? year.iso(30, 6),
      places: 400,
      priority: 10,
      active: true,
      calendarVisible: true,
      calendarColor: '#81C784',
      explanation: explanation.html,
      explanationJson: explanation.json,
      // Added line by line as the editor's 'Añadir' dialog does: plain text, not rich text.
      requirements: lines.reduce((text, line) => addEventLine(text, line), ''),
      requirementsJson: null,
      formMetadata: openDayRequestForm(days.map((day) => `${isoToDmy(day.date)} - ${day.theme}`)),
      formMetadataManagement: [],
    },
    targets: [1, 2, 3],
    image: { file: 'puertas-abiertas.png', motif: 'open-day', light: 'day', sunX: 110 },
  };
}
