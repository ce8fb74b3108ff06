import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import nodeIcal from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../test/csv-parse.ts';
import { makeActivityWith } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { reportUrl, runListReport } from '../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';

/**
 * The event lists (docs/product/reporting.md#event-lists), 32 (Eventos del calendario) and 35
 * (Eventos para importar en un calendario externo), on the report fixture and two events: the
 * appointments of accepted orders and the dated lines of the events, with the filters that
 * reach each, as table rows, Google Calendar's CSV and an iCalendar file.
 */

const t = useTestApp();
let fx: ReportFixture;
let semana: number;
let feria: number;
const { Y } = fixtureYears();
const dmy = (text: string) => day(text).split('-').reverse().join('/');

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
  // Gestor A's event, hidden from the calendar (reports show it anyway), and gestor B's.
  semana = (
    await makeActivityWith(t.db, {
      campaignId: fx.campaigns.escolar,
      name: 'Semana verde',
      calendarVisible: false,
      requirements: [
        `${dmy('Y-03-20')} 18:00 Plantación popular - Parque de Invierno - Traed guantes`,
        `${dmy('Y-03-20')} Mercadillo de trueque - Plaza Mayor`,
        `${dmy('Y1-05-01')} 10:00 Jornada del año pasado`,
        'corta',
      ].join('\n'),
    })
  ).id;
  feria = (
    await makeActivityWith(t.db, {
      campaignId: fx.campaigns.municipal,
      name: 'Feria ambiental',
      active: true,
      requirements: `${dmy('Y-03-25')} 09:30 Feria de la reutilización - Recinto ferial`,
    })
  ).id;
});

const url = reportUrl;
const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runListReport(t, user, reportId, params);

/** A row's key: the fixture's order key, or the event and line it comes from. */
const keyOf = (row: ReportListReply['rows'][number]) => {
  const [kind, a, b] = String(row.id).split('-');
  if (kind === 'cita') return fx.keyOf(a);
  return `${Number(a) === semana ? 'semana' : Number(a) === feria ? 'feria' : a}#${b}`;
};
const keys = (reply: ReportListReply) => reply.rows.map(keyOf);

describe('32 · Eventos del calendario', () => {
  it('defaults to accepted orders', () => {
    expect(reportTypeById(32)?.states).toEqual([2]);
  });

  it('lists the appointments and the event lines by day, all-day entries first', async () => {
    const reply = await run(fx.admin, 32, { _pagesize: '20' });
    expect(reply.columns.map((c) => [c.header, c.sortable])).toEqual([
      ['Fecha', true],
      ['Hora', true],
      ['Evento', true],
      ['Tipo', true],
      ['Campaña', true],
      ['Actividad', true],
      ['Entidad', true],
      ['Concejo', true],
      ['Participantes', true],
      ['Lugar', false],
      ['Observaciones', false],
    ]);
    expect([reply.kind, reply.rowLink, reply.sort, reply.order]).toEqual([
      'eventList',
      false,
      'date',
      'asc',
    ]);
    // Six accepted orders planned this year (the others accepted have no date) and three lines.
    expect(reply.total).toBe(9);
    expect(keys(reply)).toEqual([
      'v5',
      'w1',
      'o1',
      'semana#2',
      'v1',
      'semana#1',
      'feria#1',
      'b1',
      'f1',
    ]);
    expect(reply.rows[3]).toEqual({
      id: `evento-${semana}-2`,
      date: day('Y-03-20'),
      hour: null,
      event: 'Mercadillo de trueque',
      type: 'Evento',
      campaign: 'Campaña escolar',
      activity: 'Semana verde',
      entity: null,
      council: null,
      visitors: null,
      place: 'Plaza Mayor',
      observations: null,
    });
    expect(reply.rows[4]).toEqual({
      id: `cita-${fx.orders.v1}`,
      date: day('Y-03-20'),
      hour: '10:00',
      event: 'Visita a la planta de La Zoreda',
      type: 'Cita',
      campaign: 'Campaña escolar',
      activity: 'Visita a la planta de La Zoreda',
      entity: 'Colegio Público La Ería',
      council: 'Oviedo',
      visitors: 25,
      place: null,
      observations: 'VISITA ESTANDAR · Contacto: Lucía Fernández García, 985111111',
    });
    expect(reply.rows[5]).toMatchObject({
      hour: '18:00',
      event: 'Plantación popular',
      place: 'Parque de Invierno',
      observations: 'Traed guantes',
    });
    expect(reply.rows[8]).toMatchObject({
      event: 'Ruta de senderismo por Somiedo',
      campaign: 'Findes en familia',
      entity: '—',
      council: null,
      visitors: 3,
      observations: 'Contacto: Pablo Díaz Rodríguez, 985444444',
    });
  });

  it('pages the union and sorts it by another column', async () => {
    // Any state: sixteen orders planned this year and the three lines.
    const second = await run(fx.admin, 32, { orderState: '', _page: '1' });
    expect([second.total, keys(second)]).toEqual([
      19,
      ['v4', 'v3', 'b2', 'v7', 'o2', 'f1', 'v8', 'f2', 'f3'],
    ]);
    const byEvent = await run(fx.admin, 32, { _sort: 'event', _order: 'desc' });
    expect(byEvent.rows.map((row) => row.event)).toEqual([
      'Visita online al vertedero',
      'Visita al aula de la naturaleza',
      'Visita a la planta de La Zoreda',
      'Visita a la planta de La Zoreda',
      'Taller de compostaje doméstico',
      'Ruta de senderismo por Somiedo',
      'Plantación popular',
      'Mercadillo de trueque',
      'Feria de la reutilización',
    ]);
  });

  it('applies the state filter to the appointments only', async () => {
    const reply = await run(fx.admin, 32, { orderState: '5', _pagesize: '20' });
    // Done orders planned this year (v6 asked for two years ago, outside the request window).
    expect(keys(reply)).toEqual(['v2', 'w2', 'semana#2', 'semana#1', 'feria#1', 'b2', 'o2', 'f2']);
  });

  it('drops the event lines when an entity is asked for', async () => {
    const reply = await run(fx.admin, 32, { entity: 'ería' });
    expect(keys(reply)).toEqual(['o1', 'v1']);
  });

  it("reads 'Evento' as the activity's name on appointments and the text on lines", async () => {
    expect(keys(await run(fx.admin, 32, { userName: 'PLANTA' }))).toEqual(['v5', 'v1', 'semana#1']);
    expect(keys(await run(fx.admin, 32, { userName: 'plantación' }))).toEqual(['semana#1']);
  });

  it('applies the activity, edition and date filters to both kinds', async () => {
    expect(keys(await run(fx.admin, 32, { activity: String(semana) }))).toEqual([
      'semana#2',
      'semana#1',
    ]);
    expect(keys(await run(fx.admin, 32, { edition: '2023/24' }))).toEqual(['w1', 'feria#1', 'b1']);
    const oneDay = { startDate: dmy('Y-03-20'), endDate: dmy('Y-03-20') };
    expect(keys(await run(fx.admin, 32, oneDay))).toEqual(['semana#2', 'v1', 'semana#1']);
  });

  it('reads last year in the historic view only', async () => {
    const lastYear = { startDate: dmy('Y1-01-01'), endDate: dmy('Y1-12-31'), isHistoric: 'true' };
    // v10 is done, not accepted; the line of last year is there.
    expect(keys(await run(fx.admin, 32, lastYear))).toEqual(['semana#3']);
  });

  it('reads a gestor the events and appointments of its own campaigns, hidden or not', async () => {
    expect(keys(await run(fx.gestorB, 32))).toEqual(['w1', 'feria#1', 'b1']);
    expect(keys(await run(fx.gestorA, 32, { supervisorId: String(fx.gestorB.id) }))).toEqual([
      'v5',
      'o1',
      'semana#2',
      'v1',
      'semana#1',
      'f1',
    ]);
  });

  it('exports its rows as every list does: the mark, semicolons, Spanish days', async () => {
    const oneDay = { startDate: dmy('Y-03-20'), endDate: dmy('Y-03-20'), format: 'csv' };
    const res = await t.as(fx.admin).get(url(32, oneDay));
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF"Fecha";"Hora";"Evento";"Tipo";')).toBe(true);
    const lines = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(lines.slice(1).map((line) => line.slice(0, 4))).toEqual([
      [dmy('Y-03-20'), '', 'Mercadillo de trueque', 'Evento'],
      [dmy('Y-03-20'), '10:00', 'Visita a la planta de La Zoreda', 'Cita'],
      [dmy('Y-03-20'), '18:00', 'Plantación popular', 'Evento'],
    ]);
  });

  it("answers another organization's administrator its own appointments only", async () => {
    expect(keys(await run(fx.foreignAdmin, 32))).toEqual(['x1']);
  });
});

describe('35 · Eventos para importar en un calendario externo', () => {
  const oneDay = { startDate: dmy('Y-03-20'), endDate: dmy('Y-03-20') };

  it('defaults to accepted orders', () => {
    expect(reportTypeById(35)?.states).toEqual([2]);
  });

  it('shows each row as a calendar entry', async () => {
    const reply = await run(fx.admin, 35, oneDay);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Asunto',
      'Fecha inicio',
      'Hora inicio',
      'Fecha fin',
      'Hora fin',
      'Todo el día',
      'Descripción',
      'Lugar',
      'Privado',
    ]);
    expect([reply.total, reply.rowLink, reply.sort]).toEqual([3, false, 'startDate']);
    expect(reply.rows).toEqual([
      {
        id: `evento-${semana}-2`,
        subject: 'Mercadillo de trueque',
        startDate: day('Y-03-20'),
        startTime: null,
        endDate: day('Y-03-20'),
        endTime: null,
        allDay: true,
        description: null,
        location: 'Plaza Mayor',
        private: false,
      },
      {
        id: `cita-${fx.orders.v1}`,
        subject: 'Visita a la planta de La Zoreda – Colegio Público La Ería',
        startDate: day('Y-03-20'),
        startTime: '10:00',
        endDate: day('Y-03-20'),
        endTime: '11:30',
        allDay: false,
        description:
          'VISITA ESTANDAR · 25 participantes · Contacto: Lucía Fernández García, 985111111',
        location: null,
        private: true,
      },
      {
        id: `evento-${semana}-1`,
        subject: 'Plantación popular',
        startDate: day('Y-03-20'),
        startTime: '18:00',
        endDate: day('Y-03-20'),
        endTime: '19:00',
        allDay: false,
        description: 'Traed guantes',
        location: 'Parque de Invierno',
        private: false,
      },
    ]);
  });

  it("exports Google Calendar's CSV: commas, English headers, US dates and times, no mark", async () => {
    const res = await t.as(fx.admin).get(url(35, { ...oneDay, format: 'csv' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /filename="Eventos_para_importar_en_un_calendario_externo_\d{8}\.csv"/,
    );
    const us = `03/20/${Y}`;
    expect(res.body).toBe(
      [
        '"Subject","Start Date","Start Time","End Date","End Time","All Day Event","Description","Location","Private"',
        `"Mercadillo de trueque","${us}","","${us}","","True","","Plaza Mayor","False"`,
        `"Visita a la planta de La Zoreda – Colegio Público La Ería","${us}","10:00 AM","${us}","11:30 AM","False","VISITA ESTANDAR · 25 participantes · Contacto: Lucía Fernández García, 985111111","","True"`,
        `"Plantación popular","${us}","06:00 PM","${us}","07:00 PM","False","Traed guantes","Parque de Invierno","False"`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports an iCalendar file a calendar program reads', async () => {
    const res = await t.as(fx.admin).get(url(35, { ...oneDay, format: 'ics' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /filename="Eventos_para_importar_en_un_calendario_externo_\d{8}\.ics"/,
    );
    const host = new URL(t.config.publicUrl).host;
    const text = (value: unknown) =>
      typeof value === 'string' ? value : ((value as { val?: string } | undefined)?.val ?? '');
    const events = Object.values(nodeIcal.sync.parseICS(res.body))
      .flatMap((c) => (c && 'type' in c && c.type === 'VEVENT' ? [c] : []))
      .map((event) => {
        const allDay = event.datetype === 'date';
        return {
          uid: event.uid,
          summary: text(event.summary),
          description: text(event.description),
          allDay,
          // An all-day entry has a day, not an instant: its DTSTART is checked in the text.
          start: allDay ? null : event.start.toISOString(),
          end: allDay ? null : event.end?.toISOString(),
          tz: allDay ? null : event.start.tz,
        };
      })
      .sort((a, b) => a.uid.localeCompare(b.uid));
    // 20 March is winter time in Madrid (UTC+1).
    expect(events).toEqual([
      {
        uid: `event-${semana}-1@${host}`,
        summary: 'Plantación popular',
        description: 'Traed guantes\nLugar: Parque de Invierno',
        allDay: false,
        start: `${day('Y-03-20')}T17:00:00.000Z`,
        end: `${day('Y-03-20')}T18:00:00.000Z`,
        tz: 'Europe/Madrid',
      },
      {
        uid: `event-${semana}-2@${host}`,
        summary: 'Mercadillo de trueque',
        description: 'Lugar: Plaza Mayor',
        allDay: true,
        start: null,
        end: null,
        tz: null,
      },
      {
        uid: `order-${fx.orders.v1}@${host}`,
        summary: 'Visita a la planta de La Zoreda – Colegio Público La Ería',
        description:
          'VISITA ESTANDAR · 25 participantes · Contacto: Lucía Fernández García, 985111111',
        allDay: false,
        start: `${day('Y-03-20')}T09:00:00.000Z`,
        end: `${day('Y-03-20')}T10:30:00.000Z`,
        tz: 'Europe/Madrid',
      },
    ]);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${day('Y-03-20').replaceAll('-', '')}`);
  });

  it('refuses a calendar file of any other list', async () => {
    const res = await t.as(fx.admin).get(url(32, { format: 'ics' }));
    expect(res.statusCode).toBe(400);
  });
});
