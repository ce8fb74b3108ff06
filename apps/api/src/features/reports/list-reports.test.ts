import { ReportFilterQuery } from '@extranet/shared/reports/filter';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { reportTypeById } from '@extranet/shared/reports/report-types';
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
import { today } from '../../time/today.ts';
import { sortOf } from './list-runner.ts';
import { fullReport } from './lists/full-report.ts';
import { reportBase } from './queries.ts';

/**
 * Each list report of docs/product/reporting.md#list-reports on the fixed data set of
 * test/report-fixture.ts; every expected row, total and sum below is counted by hand from that
 * file's table, not computed by the server's SQL.
 */

const t = useTestApp();
let f: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  f = await makeReportFixture(t.db);
});

async function report(user: TestUser, params: ReportParams): Promise<ReportListReply> {
  const res = await t.as(user).get(reportUrl(params));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportListReply>();
}

const keysOf = (reply: ReportListReply) => reply.rows.map((row) => f.keyOf(row.id));
const headers = (reply: ReportListReply) => reply.columns.map((column) => column.header);

describe('6 · Datos actividad', () => {
  const defaults = { reportId: 6, ...thisYearRange(), orderState: '2,5' };

  it("gives a gestor its campaigns' accepted and done orders of the year, newest first", async () => {
    const page0 = await report(f.gestorA, defaults);
    expect(page0).toMatchObject({ reportId: 6, kind: 'list', total: 17, limited: false });
    expect(page0).toMatchObject({ rowLink: true, sort: 'id', order: 'desc', summary: [] });
    expect(keysOf(page0)).toEqual([
      'c10',
      'c09',
      'c07',
      'c06',
      'c04',
      'c02',
      'c01',
      's2',
      's1',
      'f2',
    ]);
    const page1 = await report(f.gestorA, { ...defaults, _page: 1 });
    expect(page1.total).toBe(17);
    expect(keysOf(page1)).toEqual(['f1', 'm2', 'm1', 'o2', 'o1', 'v2', 'v1']);
  });

  it("gives an administrator every campaign's", async () => {
    const reply = await report(f.admin, { ...defaults, _pagesize: 50 });
    expect(reply.total).toBe(23);
    expect(keysOf(reply)).toEqual([
      'c10',
      'c09',
      'c07',
      'c06',
      'c04',
      'c02',
      'c01',
      's2',
      's1',
      'b2',
      'b1',
      'w2',
      'w1',
      'f2',
      'f1',
      'r2',
      'r1',
      'm2',
      'm1',
      'o2',
      'o1',
      'v2',
      'v1',
    ]);
  });

  it("names 'Dato 1'…'Dato 5' after the activity's first labels when all rows are of one", async () => {
    const mixed = await report(f.gestorA, defaults);
    expect(headers(mixed)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Complemento',
      'Solicitante',
      'Teléfono',
      'Email',
      'Entidad',
      'Concejo',
      'Dato 1',
      'Dato 2',
      'Dato 3',
      'Dato 4',
      'Dato 5',
    ]);
    const visits = await report(f.gestorA, { ...defaults, activity: f.activities.visit });
    expect(keysOf(visits)).toEqual(['v2', 'v1']);
    expect(headers(visits).slice(10)).toEqual([
      'Centro educativo',
      'Número de visitantes',
      'Fecha de la visita',
      'Tipo de visita',
      'Curso',
    ]);
    expect(visits.rows[1]).toEqual({
      id: f.orders.v1,
      date: `${Y}-02-10`,
      state: 'Aceptada',
      activityName: 'Visita a la planta de La Zoreda',
      complement: 'Primaria',
      applicant: 'Lucía Fernández García',
      userPhone: '985111111',
      userMail: f.people.lucia.email,
      entityName: 'Colegio Público La Ería',
      council: 'Oviedo',
      value1: 'CP La Ería',
      value2: '25',
      value3: `20/03/${Y}`,
      value4: 'VISITA ESTANDAR',
      value5: '3º A',
    });
  });

  it("shows an individual request's entity as '—' and its applicant's council", async () => {
    const reply = await report(f.admin, {
      ...defaults,
      orderState: 1,
      activity: f.activities.visit,
    });
    expect(keysOf(reply)).toEqual(['v3']);
    expect(reply.rows[0]).toMatchObject({ entityName: '—', council: 'Avilés', value5: null });
  });

  it('sorts by a sortable column, then by the newest order, and refuses any other', async () => {
    const reply = await report(f.gestorA, { ...defaults, _sort: 'date', _order: 'asc' });
    expect(reply).toMatchObject({ sort: 'date', order: 'asc' });
    expect(keysOf(reply)).toEqual([
      'c01',
      'v2',
      'c02',
      'v1',
      'o1',
      'c04',
      'm1',
      'm2',
      'c06',
      'c07',
    ]);
    for (const sort of ['value1', 'nada', 'constructor']) {
      const res = await t.as(f.gestorA).get(reportUrl({ ...defaults, _sort: sort }));
      expect(res.statusCode, sort).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation',
        fields: { _sort: expect.any(String) },
      });
    }
  });
});

describe('0 · Informe completo', () => {
  it("gives one order's full row, as the row detail reads it", async () => {
    const reply = await report(f.gestorA, { reportId: 0, idFilter: f.orders.v1, isHistoric: true });
    expect(reply.total).toBe(1);
    expect(headers(reply)).toEqual([
      'Id',
      'Fecha',
      'Hora',
      'Estado',
      'Actividad',
      'Nombre',
      'Apellidos',
      'DNI',
      'Teléfono',
      'Email',
      'Entidad',
      'CIF',
      'Dirección',
      'Localidad',
      'C.P.',
      'Concejo',
      'Destinatario',
      'Edición',
      'Datos de gestión',
      ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`Etiqueta ${n}`, `Valor ${n}`]),
      ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`Etiqueta gestión ${n}`, `Valor gestión ${n}`]),
    ]);
    expect(reply.columns.find((c) => c.key === 'label1')).toMatchObject({ sortable: false });
    expect(reply.rows[0]).toEqual({
      id: f.orders.v1,
      date: `${Y}-02-10T08:15:00.000Z`,
      time: '09:15',
      state: { id: 2, value: 'Aceptada' },
      activityName: 'Visita a la planta de La Zoreda',
      userName: 'Lucía',
      userSurname: 'Fernández García',
      userDni: f.people.lucia.username,
      userPhone: '985111111',
      userMail: f.people.lucia.email,
      entityId: f.entities.colegio,
      entityName: 'Colegio Público La Ería',
      entityCif: 'Q-3312345-J',
      entityAddress: '',
      entityCity: '',
      entityPostalCode: '',
      entityCouncil: { id: 44, value: 'Oviedo' },
      entityTarget: 'Centros educativos',
      edition: '2025/26',
      managementData: 'Gestión de Visita a la planta de La Zoreda',
      label1: 'Centro educativo',
      value1: 'CP La Ería',
      label2: 'Número de visitantes',
      value2: '25',
      label3: 'Fecha de la visita',
      value3: `20/03/${Y}`,
      label4: 'Tipo de visita',
      value4: 'VISITA ESTANDAR',
      label5: 'Curso',
      value5: '3º A',
      label6: 'Observaciones',
      managementlabel1: 'Fecha acordada',
      managementvalue1: `20/03/${Y}`,
      managementlabel2: 'Hora acordada',
      managementvalue2: '10:00',
      managementlabel3: 'Autobús',
      managementvalue3: 'Sí',
      managementlabel4: 'Coste de bus',
      managementvalue4: '120,50',
      managementlabel5: 'Hora y lugar de recogida',
      managementvalue5: 'Plaza de la Escandalera 9:30',
      managementlabel6: 'Precio',
      managementvalue6: '50',
      managementlabel7: 'Fecha realización',
      managementvalue7: `20/03/${Y}`,
      managementlabel8: 'Participantes reales',
      managementvalue8: '24',
    });
  });

  it("reads an individual request's council from its applicant and its target as citizen", async () => {
    const reply = await report(f.admin, { reportId: 0, idFilter: f.orders.v3, isHistoric: true });
    expect(reply.rows[0]).toMatchObject({
      state: { id: 1, value: 'Pendiente' },
      entityId: null,
      entityName: null,
      entityCouncil: { id: 4, value: 'Avilés' },
      entityTarget: 'Ciudadanía',
      time: '17:40',
    });
    const none = await report(f.admin, { reportId: 0, idFilter: f.orders.f1, isHistoric: true });
    expect(none.rows[0]).toMatchObject({ entityCouncil: null, entityTarget: 'Ciudadanía' });
  });

  it('drops the trailing pairs no row fills', async () => {
    const alone = await report(f.gestorA, { reportId: 0, idFilter: f.orders.s2, isHistoric: true });
    expect(headers(alone).slice(19)).toEqual(['Etiqueta 1', 'Valor 1']);
    expect(alone.rows[0]).toMatchObject({ label1: 'Valoración', value1: 'Buena' });
    expect(
      Object.keys(alone.rows[0] ?? {}).filter((key) => /^(label|value)[2-9]/.test(key)),
    ).toEqual([]);
    const both = await report(f.gestorA, {
      reportId: 0,
      activity: f.activities.survey,
      isHistoric: true,
    });
    expect(keysOf(both)).toEqual(['s2', 's1']);
    expect(headers(both).slice(19)).toEqual([
      'Etiqueta 1',
      'Valor 1',
      'Etiqueta 2',
      'Valor 2',
      'Etiqueta 3',
      'Valor 3',
    ]);
    expect(both.rows[1]).toMatchObject({ label3: 'Sugerencias', value3: 'Más tiempo' });
  });

  it("gives its export the pairs of the file's rows: a file of s2 alone stops at its one pair", async () => {
    const filter = ReportFilterQuery.parse({
      reportId: 0,
      activity: String(f.activities.survey),
      isHistoric: 'true',
    });
    const type = reportTypeById(0);
    if (!type) throw new Error('report 0 is in the catalogue');
    const scope = { organizationId: f.admin.organizationId, campaignIds: null };
    const base = reportBase(filter, scope, type, today());
    const sort = sortOf(fullReport, filter);
    const exported = async (count: number) => {
      const { columns, chunks } = await fullReport.export(t.db, base, sort, count, 1000);
      const rows = [];
      for await (const chunk of chunks) rows.push(...chunk);
      return { headers: columns.map((column) => column.header).slice(19), rows };
    };
    const newest = await exported(1);
    expect(newest.rows.map((row) => f.keyOf(row.id))).toEqual(['s2']);
    expect(newest.headers).toEqual(['Etiqueta 1', 'Valor 1']);
    const both = await exported(2);
    expect(both.rows.map((row) => f.keyOf(row.id))).toEqual(['s2', 's1']);
    expect(both.headers.at(-1)).toBe('Valor 3');
  });

  it("is also called 'fullreport', and is the type of a call without one", async () => {
    const byId = await report(f.gestorA, { reportId: 0, isHistoric: true, _pagesize: 100 });
    const byName = await report(f.gestorA, {
      reportId: 'fullreport',
      isHistoric: true,
      _pagesize: 100,
    });
    const byDefault = await report(f.gestorA, { isHistoric: true, _pagesize: 100 });
    expect(byId.total).toBe(41);
    for (const reply of [byName, byDefault]) {
      expect(reply.reportId).toBe(0);
      expect(reply.rows).toEqual(byId.rows);
    }
  });
});

describe('1 · Realización de actividades de un solicitante', () => {
  const defaults = { reportId: 1, ...thisYearRange(), orderState: '2,5' };

  it('lists what was done in the range, the latest completed first', async () => {
    const reply = await report(f.admin, { ...defaults, _pagesize: 20 });
    expect(reply).toMatchObject({ total: 14, sort: 'completionDate', order: 'desc' });
    expect(keysOf(reply)).toEqual([
      'f2',
      'f1',
      'b2',
      'r2',
      'b1',
      'v1',
      'r1',
      'm1',
      'w2',
      'v2',
      'w1',
      'o2',
      'o1',
      'v5',
    ]);
    expect(headers(reply)).toEqual([
      'Id',
      'Solicitante',
      'DNI',
      'Email',
      'Actividad',
      'Complemento',
      'Edición',
      'Fecha',
      'Fecha realización',
      'Estado',
      'Entidad',
      'Participantes',
    ]);
    expect(reply.rows[9]).toEqual({
      id: f.orders.v2,
      applicant: 'Óscar Álvarez Menéndez',
      userDni: f.people.oscar.username,
      userMail: f.people.oscar.email,
      activityName: 'Visita a la planta de La Zoreda',
      complement: 'Primaria',
      edition: '2025/26',
      date: `${Y}-01-20`,
      completionDate: `${Y}-02-15`,
      state: 'Realizada',
      entityName: 'IES Número Uno, Gijón',
      visitors: 30,
    });
  });

  it("narrows to one applicant by NIF/DNI, written any way, or by an entity's CIF", async () => {
    const dni = f.people.oscar.username;
    const spaced = `${dni.slice(0, 4)} ${dni.slice(4, 8)}-${dni.slice(8).toLowerCase()}`;
    const oscar = await report(f.admin, { ...defaults, userDni: spaced });
    expect(keysOf(oscar)).toEqual(['r2', 'm1', 'w2', 'v2', 'v5']);
    const school = await report(f.admin, { ...defaults, userDni: 'q3312345j' });
    expect(keysOf(school)).toEqual(['v1', 'o1']);
  });

  it("gives a gestor its own campaigns' only", async () => {
    const reply = await report(f.gestorA, defaults);
    expect(reply.total).toBe(8);
    expect(keysOf(reply)).toEqual(['f2', 'f1', 'v1', 'm1', 'v2', 'o2', 'o1', 'v5']);
  });
});

describe('2 · Solicitudes entre fechas', () => {
  const defaults = { reportId: 2, ...thisYearRange(), orderState: '2,5,1' };

  it('lists the requests of the range with their applicant, entity, council and target', async () => {
    const reply = await report(f.admin, defaults);
    expect(reply.total).toBe(30);
    expect(headers(reply)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Complemento',
      'Edición',
      'Solicitante',
      'DNI',
      'Teléfono',
      'Email',
      'Entidad',
      'CIF',
      'Concejo',
      'Destinatario',
      'Participantes',
    ]);
    const individual = await report(f.admin, { ...defaults, idFilter: f.orders.v3 });
    expect(individual.rows).toEqual([
      {
        id: f.orders.v3,
        date: `${Y}-03-05`,
        state: 'Pendiente',
        activityName: 'Visita a la planta de La Zoreda',
        complement: 'Primaria',
        edition: '2025/26',
        applicant: 'Marta Suárez Prieto',
        userDni: f.people.marta.username,
        userPhone: '985333333',
        userMail: f.people.marta.email,
        entityName: '—',
        entityCif: null,
        council: 'Avilés',
        target: 'Ciudadanía',
        visitors: 4,
      },
    ]);
  });

  it('filters by target name (case and accents aside), council, and edition', async () => {
    const citizens = await report(f.admin, { ...defaults, target: 'ciudadania' });
    expect(keysOf(citizens)).toEqual(['s2', 'b2', 'w3', 'f3', 'f2', 'f1', 'r3', 'o2', 'v3']);
    const aviles = await report(f.admin, { ...defaults, councilId: 4 });
    expect(keysOf(aviles)).toEqual(['f2', 'r3', 'o2', 'v3']);
    const municipal = await report(f.admin, { ...defaults, edition: '2023/24,2024/25' });
    expect(municipal.total).toBe(11);
    expect(keysOf(municipal)).toEqual(['b2', 'b1', 'w3', 'w2', 'w1', 'f3', 'f2', 'f1', 'r3', 'r2']);
  });
});

describe('13 · Realización', () => {
  const defaults = { reportId: 13, ...thisYearRange(), orderState: '2,5' };

  it("sums the whole filtered set's participants and amounts above the rows", async () => {
    const reply = await report(f.admin, defaults);
    expect(reply.total).toBe(14);
    expect(reply.summary).toEqual([
      { label: 'Total solicitudes', value: 14 },
      { label: 'Total participantes', value: 362 },
      { label: 'Total participantes reales', value: 192 },
      { label: 'Total importe', value: 1637.25 },
    ]);
    const gestor = await report(f.gestorA, defaults);
    expect(gestor.summary).toEqual([
      { label: 'Total solicitudes', value: 8 },
      { label: 'Total participantes', value: 153 },
      { label: 'Total participantes reales', value: 52 },
      { label: 'Total importe', value: 1312.25 },
    ]);
  });

  it('shows what was done, delivered and charged', async () => {
    const reply = await report(f.admin, { ...defaults, idFilter: f.orders.m1 });
    expect(headers(reply)).toEqual([
      'Id',
      'Estado',
      'Actividad',
      'Complemento',
      'Edición',
      'Entidad',
      'Concejo',
      'Fecha realización',
      'Participantes',
      'Participantes reales',
      'Unidades',
      'Precio',
    ]);
    expect(reply.rows).toEqual([
      {
        id: f.orders.m1,
        state: 'Aceptada',
        activityName: 'Entrega de materiales educativos',
        complement: 'Secundaria',
        edition: '2025/26',
        entityName: 'IES Número Uno, Gijón',
        council: 'Gijón',
        completionDate: `${Y}-03-01`,
        visitors: 60,
        realParticipants: null,
        units: 3,
        price: 15.75,
      },
    ]);
  });
});

describe('14 · Gestión', () => {
  const defaults = { reportId: 14, ...thisYearRange(), orderState: '2,5,1' };

  it('shows the management facts, the other management answers and the management text', async () => {
    const reply = await report(f.admin, { ...defaults, activity: f.activities.visit });
    expect(reply.total).toBe(3);
    expect(headers(reply)).toEqual([
      'Id',
      'Fecha',
      'Estado',
      'Actividad',
      'Solicitante',
      'Entidad',
      'Fecha acordada',
      'Hora acordada',
      'Fecha realización',
      'Precio',
      'Unidades',
      'Autobús',
      'Coste de bus',
      'Hora y lugar de recogida',
      'Otros datos de gestión',
      'Datos de gestión',
    ]);
    expect(reply.columns.find((c) => c.key === 'otherManagementData')).toMatchObject({
      sortable: false,
    });
    const common = {
      activityName: 'Visita a la planta de La Zoreda',
      managementData: 'Gestión de Visita a la planta de La Zoreda',
    };
    expect(reply.rows).toEqual([
      {
        ...common,
        id: f.orders.v3,
        date: `${Y}-03-05`,
        state: 'Pendiente',
        applicant: 'Marta Suárez Prieto',
        entityName: '—',
        agreedDate: null,
        agreedTime: null,
        completionDate: null,
        price: null,
        units: null,
        bus: false,
        busCost: null,
        pickup: null,
        otherManagementData: null,
      },
      {
        ...common,
        id: f.orders.v2,
        date: `${Y}-01-20`,
        state: 'Realizada',
        applicant: 'Óscar Álvarez Menéndez',
        entityName: 'IES Número Uno, Gijón',
        agreedDate: `${Y}-02-15`,
        agreedTime: '09:30',
        completionDate: `${Y}-02-15`,
        price: 1234.5,
        units: null,
        bus: false,
        busCost: null,
        pickup: null,
        otherManagementData: 'Motivo: Grupo numeroso',
      },
      {
        ...common,
        id: f.orders.v1,
        date: `${Y}-02-10`,
        state: 'Aceptada',
        applicant: 'Lucía Fernández García',
        entityName: 'Colegio Público La Ería',
        agreedDate: `${Y}-03-20`,
        agreedTime: '10:00',
        completionDate: `${Y}-03-20`,
        price: 50,
        units: null,
        bus: true,
        busCost: 120.5,
        pickup: 'Plaza de la Escandalera 9:30',
        otherManagementData: null,
      },
    ]);
  });

  it("lists a refusal's reason among the other answers", async () => {
    const reply = await report(f.admin, { ...defaults, orderState: 3 });
    expect(keysOf(reply)).toEqual(['c05', 'v4']);
    expect(reply.rows[1]).toMatchObject({ otherManagementData: 'Motivo: Sin plazas' });
  });

  it('counts the same requests as report 2', async () => {
    expect((await report(f.admin, defaults)).total).toBe(30);
    expect((await report(f.gestorB, defaults)).total).toBe(8);
  });
});
