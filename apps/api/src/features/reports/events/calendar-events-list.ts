import type { ReportColumn } from '@extranet/shared/reports/list-reply';
import { eventRowId, type EventListRow } from './event-row.ts';
import type { EventListShape } from './event-list-report.ts';
import { observationsOf } from './event-text.ts';

/**
 * 32 · Eventos del calendario (docs/product/reporting.md#event-lists): the appointments and the
 * event lines as a table. An appointment ('Cita') is named by its activity and has no place; an
 * event line ('Evento') by its text, with its place and observations.
 */

const column = (
  key: string,
  header: string,
  type: ReportColumn['type'],
  sortable = true,
): ReportColumn => ({ key, header, type, sortable });

export const calendarEvents: EventListShape = {
  columns: [
    column('date', 'Fecha', 'date'),
    column('hour', 'Hora', 'time'),
    column('event', 'Evento', 'text'),
    column('type', 'Tipo', 'text'),
    column('campaign', 'Campaña', 'text'),
    column('activity', 'Actividad', 'text'),
    column('entity', 'Entidad', 'text'),
    column('council', 'Concejo', 'text'),
    column('visitors', 'Participantes', 'int'),
    column('place', 'Lugar', 'text', false),
    column('observations', 'Observaciones', 'text', false),
  ],
  defaultSort: { key: 'date', order: 'asc' },
  sortColumns: {
    date: 'day',
    hour: 'hour',
    event: 'event',
    type: 'kind',
    campaign: 'campaign',
    activity: 'activity',
    entity: 'entity',
    council: 'council',
    visitors: 'visitors',
  },
  row: (row: EventListRow) => ({
    id: eventRowId(row),
    date: row.date,
    hour: row.hour,
    event: row.event,
    type: row.kind === 'cita' ? 'Cita' : 'Evento',
    campaign: row.campaign,
    activity: row.activity,
    // An individual's appointment reads '—', as every list's Entidad; a line has none.
    entity: row.kind === 'cita' ? (row.entity ?? '—') : null,
    council: row.council,
    visitors: row.visitors,
    place: row.place,
    observations: observationsOf(row),
  }),
};
