import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import {
  fixtureYears,
  makeReportFixture,
  reportUrl,
  thisYearRange,
  type ReportFixture,
  type ReportParams,
} from '../../../test/report-fixture.ts';

/**
 * The rules every report call keeps (docs/product/reporting.md#scoping,
 * docs/product/reporting.md#dates, docs/product/reporting.md#filters, docs/product/reporting.md#calls),
 * on the fixed data set of test/report-fixture.ts; expected rows are counted by hand from its
 * table.
 */

const t = useTestApp();
let f: ReportFixture;
const { Y, Y1, Y2, Y3 } = fixtureYears();

beforeAll(async () => {
  f = await makeReportFixture(t.db);
});

async function report(user: TestUser, params: ReportParams): Promise<ReportListReply> {
  const res = await t.as(user).get(reportUrl(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportListReply>();
}

const keysOf = (reply: ReportListReply) => reply.rows.map((row) => f.keyOf(row.id));

const calls = [
  reportUrl({ reportId: 6 }),
  '/api/reportorder/getActivityNamesList',
  '/api/reportorder/getEntityNamesList?q=a',
  '/api/reportorder/getEntityTargetsList',
  '/api/reportorder/getEditionsList',
  '/api/reportorder/getComplementsList',
];

describe('who may call', () => {
  it('refuses an anonymous caller (401) and a participant (403) on every report call', async () => {
    for (const url of calls) {
      expect((await t.anon.get(url)).statusCode, url).toBe(401);
      const res = await t.as(f.participant).get(url);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers every call uncached', async () => {
    for (const url of calls) {
      const res = await t.as(f.gestorA).get(`${url}${url.includes('?') ? '&' : '?'}_r=0.42`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('scoping', () => {
  const everything = { reportId: 2, isHistoric: true, _pagesize: 100 };
  const gestorB = ['r1', 'r2', 'r3', 'r4', 'w1', 'w2', 'w3', 'w4', 'w5', 'b1', 'b2'];

  it("keeps a gestor to its campaigns' orders, whatever supervisor it names", async () => {
    const own = await report(f.gestorA, everything);
    expect(own.total).toBe(41);
    expect(keysOf(own).filter((key) => gestorB.includes(key) || key === 'x1')).toEqual([]);
    const asB = await report(f.gestorA, { ...everything, supervisorId: f.gestorB.id });
    expect(asB.total).toBe(41);
    expect(asB.rows).toEqual(own.rows);
  });

  it("never reads another gestor's order by its id", async () => {
    for (const params of [{}, { supervisorId: f.gestorB.id }]) {
      const reply = await report(f.gestorA, {
        reportId: 0,
        isHistoric: true,
        idFilter: f.orders.r1,
        ...params,
      });
      expect(reply).toMatchObject({ total: 0, rows: [], limited: false });
    }
    const own = await report(f.gestorB, { reportId: 0, isHistoric: true, idFilter: f.orders.r1 });
    expect(keysOf(own)).toEqual(['r1']);
  });

  it('lets an administrator narrow to one supervisor', async () => {
    const reply = await report(f.admin, { ...everything, supervisorId: f.gestorB.id });
    expect(reply.total).toBe(11);
    expect(keysOf(reply).sort()).toEqual([...gestorB].sort());
  });

  it("shows another organization's administrator none of this organization's orders", async () => {
    const reply = await report(f.foreignAdmin, everything);
    expect(keysOf(reply)).toEqual(['x1']);
    const probe = await report(f.foreignAdmin, {
      reportId: 0,
      isHistoric: true,
      idFilter: f.orders.v1,
    });
    expect(probe).toMatchObject({ total: 0, rows: [] });
  });
});

describe('dates', () => {
  const states = { reportId: 2, orderState: '1,2,5' };

  it('reads from 1 January of last year outside the historic view when no start is given', async () => {
    expect((await report(f.admin, states)).total).toBe(38);
    expect((await report(f.admin, { ...states, startDate: `01/01/${Y1}` })).total).toBe(38);
  });

  it('refuses a start before that floor outside the historic view, and none inside it', async () => {
    const res = await t.as(f.admin).get(reportUrl({ ...states, startDate: `31/12/${Y2}` }));
    expect(res.statusCode).toBe(400);
    const message = `La fecha de inicio no puede ser anterior al 01/01/${Y1}`;
    expect(res.json()).toEqual({
      error: 'date_before_floor',
      message,
      fields: { startDate: message },
    });
    const historic = await report(f.admin, { ...states, isHistoric: true });
    expect(historic.total).toBe(44);
    const old = await report(f.admin, { ...states, isHistoric: true, startDate: `01/01/${Y3}` });
    expect(old.total).toBe(44);
  });

  it('reads one order by id whatever the dates, the floor included', async () => {
    const reply = await report(f.gestorA, {
      reportId: 0,
      idFilter: f.orders.v9,
      startDate: `01/01/${Y3}`,
    });
    expect(keysOf(reply)).toEqual(['v9']);
  });

  it('refuses an end before its start, on the main range and on each AVANZADO range', async () => {
    for (const [start, end] of [
      ['startDate', 'endDate'],
      ['requestedStart', 'requestedEnd'],
      ['agreedStart', 'agreedEnd'],
      ['completitionStart', 'completitionEnd'],
    ] as const) {
      const res = await t
        .as(f.admin)
        .get(
          reportUrl({ reportId: 2, isHistoric: true, [start]: `02/02/${Y}`, [end]: `01/02/${Y}` }),
        );
      expect(res.statusCode, start).toBe(400);
      expect(res.json().fields[end]).toBe(
        'La fecha de finalización debe ser posterior a la de inicio',
      );
    }
  });

  it('frames AVANZADO ranges given alone by the request days around them', async () => {
    const requested = { requestedStart: `25/01/${Y}`, requestedEnd: `15/02/${Y}` };
    // v6 asked for 1 February but was made two years ago: outside the year before the range.
    const historic = await report(f.admin, { reportId: 2, isHistoric: true, ...requested });
    expect(keysOf(historic)).toEqual(['w1', 'v5', 'v2']);
    const current = await report(f.admin, { reportId: 2, ...requested });
    expect(keysOf(current)).toEqual(['w1', 'v5', 'v2']);
    const completed = await report(f.admin, {
      reportId: 2,
      isHistoric: true,
      ...requested,
      completitionStart: `15/02/${Y}`,
      completitionEnd: `15/02/${Y}`,
    });
    expect(keysOf(completed)).toEqual(['v2']);
  });

  it("applies the range to the type's date and the request days a year before to six months after", async () => {
    // 13 reads the day done: v5's agreed day, made in November of last year.
    const v5 = await report(f.admin, {
      reportId: 13,
      isHistoric: true,
      startDate: `25/01/${Y}`,
      endDate: `25/01/${Y}`,
    });
    expect(keysOf(v5)).toEqual(['v5']);
    // v6 was done on 1 February but asked for two years before: outside the request window.
    const v6 = await report(f.admin, {
      reportId: 13,
      isHistoric: true,
      startDate: `01/02/${Y}`,
      endDate: `01/02/${Y}`,
    });
    expect(v6.total).toBe(0);
    // 2 reads the request day.
    const made = await report(f.admin, {
      reportId: 2,
      isHistoric: true,
      startDate: `15/11/${Y1}`,
      endDate: `15/11/${Y1}`,
    });
    expect(keysOf(made)).toEqual(['v5']);
  });
});

describe('filters', () => {
  const defaults = { reportId: 2, ...thisYearRange(), orderState: '1,2,5' };

  it("reads a comma inside a value sent as '‚' (U+201A)", async () => {
    const reply = await report(f.admin, { ...defaults, entity: 'IES Número Uno\u201a Gijón' });
    expect(keysOf(reply)).toEqual(['c10', 'c06', 'c04', 'c02', 'm1', 'v2']);
    const split = await report(f.admin, { ...defaults, entity: 'IES Número Uno, Gijón' });
    expect(split.total).toBe(6);
  });

  it('matches entity tags anywhere in the name, case and accents aside, any of them', async () => {
    const reply = await report(f.admin, { ...defaults, entity: 'ERIA,carbayu' });
    expect(reply.total).toBe(13);
  });

  it('filters by complement, applicant name and e-mail', async () => {
    const complements = await report(f.admin, { ...defaults, tag: 'Primaria,Infantil' });
    expect(keysOf(complements)).toEqual(['b2', 'b1', 'o2', 'o1', 'v3', 'v2', 'v1']);
    const named = await report(f.admin, { ...defaults, userName: 'ines martinez' });
    expect(keysOf(named)).toEqual(['b1', 'w1', 'f3', 'r1', 'm3']);
    const mailed = await report(f.admin, { ...defaults, userMail: 'PABLO.INFORME' });
    expect(keysOf(mailed)).toEqual(['b2', 'f1']);
  });
});

describe('the report id and the format', () => {
  it("refuses an id outside the catalogue: 'reportID no válido'", async () => {
    for (const id of [99, 39, -1]) {
      const res = await t.as(f.admin).get(reportUrl({ reportId: id }));
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid report id', message: 'reportID no válido' });
    }
    expect((await t.as(f.admin).get(reportUrl({ reportId: 'seis' }))).statusCode).toBe(400);
  });

  it('serves a printable type as a document only, and a list in its own formats only', async () => {
    const document = await t.as(f.admin).get(reportUrl({ reportId: 4, format: 'document' }));
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json()).toMatchObject({
      reportId: 4,
      title: 'Totales por actividad, estado y año',
    });
    for (const [reportId, format] of [
      [4, 'json'],
      [4, 'csv'],
      [6, 'document'],
      [6, 'ics'],
    ] as const) {
      const res = await t.as(f.admin).get(reportUrl({ reportId, format }));
      expect(res.statusCode, `${reportId} ${format}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation',
        fields: { format: expect.any(String) },
      });
    }
  });
});
