import { reportTypeById } from '@extranet/shared/reports/report-types';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../test/csv-parse.ts';
import { makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { runListReport } from '../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';

/**
 * The lists of people (docs/product/reporting.md#list-reports): 7, Personal dependiente de una
 * entidad (one row per entity and applicant), and 37, Datos para automatización de marketing
 * (one row per e-mail), on the report fixture; a row opens that person's latest order.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();
const thisYear = { startDate: `01/01/${Y}`, endDate: `31/12/${Y}` };

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
  // Localidad of report 37: the entity's city, else the applicant's.
  await t.db.execute(
    sql`update entities set city = 'Pola de Siero' where id = ${fx.entities.asociacion}`,
  );
  await t.db.execute(sql`update users set city = 'Oviedo' where id = ${fx.people.lucia.id}`);
  // Two applicants report 37 leaves out: a disabled one and one without an address.
  for (const user of [
    await makeUser(t.db, { disabled: true, name: 'Baja' }),
    await makeUser(t.db, { email: '', name: 'Sin correo' }),
  ]) {
    await makeOrder(t.db, { userId: user.id, activityId: fx.activities.talk, stateId: 2 });
  }
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runListReport(t, user, reportId, params);

describe('7 · Personal dependiente de una entidad', () => {
  it('defaults to accepted, done and pending requests', () => {
    expect(reportTypeById(7)?.states).toEqual([2, 5, 1]);
  });

  it('gives one row per entity and applicant, by entity, opening the latest order', async () => {
    const reply = await run(fx.admin, 7);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Entidad',
      'CIF',
      'Concejo',
      'Nombre',
      'Apellidos',
      'DNI',
      'Teléfono',
      'Email',
      'Solicitudes',
      'Última solicitud',
    ]);
    expect([reply.total, reply.rowLink, reply.sort, reply.order]).toEqual([
      5,
      true,
      'entityName',
      'asc',
    ]);
    const { ines, oscar, lucia } = fx.people;
    expect(reply.rows).toEqual([
      {
        id: `${fx.entities.asociacion}-${ines.id}`,
        entityName: 'Asociación Vecinal El Carbayu',
        entityCif: 'G33123456',
        council: 'Siero',
        userName: 'Inés',
        userSurname: 'Martínez López',
        userDni: ines.username,
        userPhone: '=985555555',
        userMail: ines.email,
        requests: 4,
        lastRequest: day('Y-06-01'),
        orderId: fx.orders.m3,
      },
      {
        id: `${fx.entities.ayto}-${oscar.id}`,
        entityName: 'Ayuntamiento de Langreo',
        entityCif: 'P3303100C',
        council: 'Langreo',
        userName: 'Óscar',
        userSurname: 'Álvarez Menéndez',
        userDni: oscar.username,
        userPhone: '985222222',
        userMail: oscar.email,
        requests: 2,
        lastRequest: day('Y-03-30'),
        orderId: fx.orders.r2,
      },
      {
        id: `${fx.entities.club}-${ines.id}`,
        entityName: 'Club de Montaña Peña Ubiña',
        entityCif: 'G33654321',
        council: 'Mieres',
        userName: 'Inés',
        userSurname: 'Martínez López',
        userDni: ines.username,
        userPhone: '=985555555',
        userMail: ines.email,
        requests: 1,
        lastRequest: day('Y-05-10'),
        orderId: fx.orders.f3,
      },
      {
        id: `${fx.entities.colegio}-${lucia.id}`,
        entityName: 'Colegio Público La Ería',
        entityCif: 'Q-3312345-J',
        council: 'Oviedo',
        userName: 'Lucía',
        userSurname: 'Fernández García',
        userDni: lucia.username,
        userPhone: '985111111',
        userMail: lucia.email,
        // v1, o1, m2, s1 and the talks c01, c03, c07, c09, c11.
        requests: 9,
        lastRequest: day('Y-06-10'),
        orderId: fx.orders.s1,
      },
      {
        id: `${fx.entities.ies}-${oscar.id}`,
        entityName: 'IES Número Uno, Gijón',
        entityCif: 'Q3300002B',
        council: 'Gijón',
        userName: 'Óscar',
        userSurname: 'Álvarez Menéndez',
        userDni: oscar.username,
        userPhone: '985222222',
        userMail: oscar.email,
        // v2, m1 and the talks c02, c04, c06, c10.
        requests: 6,
        lastRequest: day('Y-05-18'),
        orderId: fx.orders.c10,
      },
    ]);
  });

  it('sorts by the number of requests and pages the pairs', async () => {
    const reply = await run(fx.admin, 7, { _sort: 'requests', _order: 'desc', _pagesize: '10' });
    expect(reply.rows.map((row) => row.requests)).toEqual([9, 6, 4, 2, 1]);
    const second = await run(fx.admin, 7, { _sort: 'requests', _order: 'desc', _page: '1' });
    expect([second.total, second.rows]).toEqual([5, []]);
  });

  it("exports the pairs in the table's sort", async () => {
    const query = new URLSearchParams({
      reportId: '7',
      orderState: '2,5,1',
      ...thisYear,
      _sort: 'requests',
      _order: 'desc',
      format: 'csv',
    });
    const res = await t.as(fx.admin).get(`/api/reportorder/list/by-filter?${query}`);
    expect(res.statusCode).toBe(200);
    const lines = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(lines.map((line) => [line[0], line[6], line[8], line[9]])).toEqual([
      ['Entidad', 'Teléfono', 'Solicitudes', 'Última solicitud'],
      ['Colegio Público La Ería', '985111111', '9', `10/06/${Y}`],
      ['IES Número Uno, Gijón', '985222222', '6', `18/05/${Y}`],
      ['Asociación Vecinal El Carbayu', "'=985555555", '4', `01/06/${Y}`],
      ['Ayuntamiento de Langreo', '985222222', '2', `30/03/${Y}`],
      ['Club de Montaña Peña Ubiña', "'=985555555", '1', `10/05/${Y}`],
    ]);
  });

  it('reads a gestor the pairs of its own campaigns only', async () => {
    const reply = await run(fx.gestorB, 7);
    expect(reply.rows.map((row) => [row.entityName, row.requests, fx.keyOf(row.orderId)])).toEqual([
      ['Asociación Vecinal El Carbayu', 3, 'b1'],
      ['Ayuntamiento de Langreo', 2, 'r2'],
    ]);
  });
});

describe('37 · Datos para automatización de marketing', () => {
  it('defaults to accepted, done and pending requests', () => {
    expect(reportTypeById(37)?.states).toEqual([2, 5, 1]);
  });

  it('gives one row per address from its latest order, with the activities as tags', async () => {
    const reply = await run(fx.admin, 37);
    expect(reply.columns.map((c) => c.header)).toEqual([
      'Email',
      'Nombre',
      'Apellidos',
      'Teléfono',
      'Entidad',
      'Localidad',
      'Concejo',
      'Destinatario',
      'Etiquetas',
      'Última solicitud',
    ]);
    expect(reply.columns.find((c) => c.key === 'tags')?.sortable).toBe(false);
    const { ines, lucia, marta, oscar, pablo } = fx.people;
    // The disabled applicant and the one without an address are left out.
    expect(reply.total).toBe(5);
    expect(reply.rows).toEqual([
      {
        id: ines.email,
        userMail: ines.email,
        userName: 'Inés',
        userSurname: 'Martínez López',
        userPhone: '=985555555',
        entityName: 'Asociación Vecinal El Carbayu',
        city: 'Pola de Siero',
        council: 'Siero',
        target: 'Asociaciones y colectivos',
        tags: 'Entrega de materiales educativos | Recogida selectiva en centros | Ruta de senderismo por Somiedo | Taller de compostaje doméstico | Visita al aula de la naturaleza',
        lastRequest: day('Y-06-01'),
        orderId: fx.orders.m3,
      },
      {
        id: lucia.email,
        userMail: lucia.email,
        userName: 'Lucía',
        userSurname: 'Fernández García',
        userPhone: '985111111',
        // Her latest order (w3) is her own: her city, council and the citizen target.
        entityName: null,
        city: 'Oviedo',
        council: 'Oviedo',
        target: 'Ciudadanía',
        tags: 'Charla sobre reciclaje | Encuesta de satisfacción | Entrega de materiales educativos | Taller de compostaje doméstico | Visita a la planta de La Zoreda | Visita online al vertedero',
        lastRequest: day('Y-10-01'),
        orderId: fx.orders.w3,
      },
      {
        id: marta.email,
        userMail: marta.email,
        userName: 'Marta',
        userSurname: 'Suárez Prieto',
        userPhone: '985333333',
        entityName: null,
        city: null,
        council: 'Avilés',
        target: 'Ciudadanía',
        tags: 'Recogida selectiva en centros | Ruta de senderismo por Somiedo | Visita a la planta de La Zoreda | Visita online al vertedero',
        lastRequest: day('Y-07-07'),
        orderId: fx.orders.r3,
      },
      {
        id: oscar.email,
        userMail: oscar.email,
        userName: 'Óscar',
        userSurname: 'Álvarez Menéndez',
        userPhone: '985222222',
        entityName: null,
        city: null,
        council: 'Gijón',
        target: 'Ciudadanía',
        tags: 'Charla sobre reciclaje | Encuesta de satisfacción | Entrega de materiales educativos | Recogida selectiva en centros | Taller de compostaje doméstico | Visita a la planta de La Zoreda',
        lastRequest: day('Y-06-11'),
        orderId: fx.orders.s2,
      },
      {
        id: pablo.email,
        userMail: pablo.email,
        userName: 'Pablo',
        userSurname: 'Díaz Rodríguez',
        userPhone: '985444444',
        entityName: null,
        city: null,
        council: null,
        target: 'Ciudadanía',
        tags: 'Ruta de senderismo por Somiedo | Visita al aula de la naturaleza',
        lastRequest: day('Y-04-20'),
        orderId: fx.orders.f1,
      },
    ]);
  });

  it('writes machine headers in its CSV, with the mark, semicolons and Spanish days', async () => {
    const query = new URLSearchParams({
      reportId: '37',
      orderState: '2,5,1',
      ...thisYear,
      format: 'csv',
    });
    const res = await t.as(fx.admin).get(`/api/reportorder/list/by-filter?${query}`);
    expect(res.statusCode).toBe(200);
    expect(
      res.body.startsWith(
        '\uFEFF"email";"firstname";"lastname";"phone";"company";"city";"council";"target";"tags";"last_request"\r\n',
      ),
    ).toBe(true);
    const lines = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(lines.slice(1).map((line) => [line[0], line[3], line[9]])).toEqual([
      [fx.people.ines.email, "'=985555555", `01/06/${Y}`],
      [fx.people.lucia.email, '985111111', `01/10/${Y}`],
      [fx.people.marta.email, '985333333', `07/07/${Y}`],
      [fx.people.oscar.email, '985222222', `11/06/${Y}`],
      [fx.people.pablo.email, '985444444', `20/04/${Y}`],
    ]);
  });

  it('sorts by the applicant as it does by the latest order, with the same rows', async () => {
    const all = (await run(fx.admin, 37)).rows;
    const byPhone = (await run(fx.admin, 37, { _sort: 'userPhone', _order: 'desc' })).rows;
    // '=985555555' (a formula neutralised in the CSV only) sorts after the digits.
    expect(byPhone.map((row) => row.userName)).toEqual([
      'Inés',
      'Pablo',
      'Marta',
      'Óscar',
      'Lucía',
    ]);
    const byEntity = (await run(fx.admin, 37, { _sort: 'entityName' })).rows;
    const byId = (rows: typeof all) =>
      [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(byId(byPhone)).toEqual(byId(all));
    expect(byId(byEntity)).toEqual(byId(all));
  });

  it('reads a gestor its own campaigns: each person from the latest order there', async () => {
    const reply = await run(fx.gestorA, 37, { _sort: 'lastRequest', _order: 'desc' });
    expect(reply.rows.map((row) => fx.keyOf(row.orderId))).toEqual(['s2', 's1', 'm3', 'o2', 'f1']);
  });
});
