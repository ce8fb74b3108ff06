import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { entities } from '../../db/schema/entities.ts';
import { orders as ordersTable } from '../../db/schema/orders.ts';
import { councils } from '../../db/schema/users.ts';
import { parseCsv } from '../../../test/csv-parse.ts';
import {
  makeActivity,
  makeCampaign,
  makeEntity,
  makeOrder,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { dateTimeIn } from '@extranet/shared/zone-day';

const t = useTestApp();

const answer = (label: string, value: string | string[], type = 'text') => ({
  name: label.toLowerCase().replace(/\W+/g, '-'),
  label,
  type,
  value,
});

/** A new organization with an administrator, a campaign, an activity and some orders. */
async function organizationWithOrders() {
  const org = await makeOrganization(t.db);
  const admin = await makeUser(t.db, { role: 2, organizationId: org.id });
  const applicant = await makeUser(t.db, { organizationId: org.id, name: '=cmd|calc' });
  const campaign = await makeCampaign(t.db, { organizationId: org.id });
  const activity = await makeActivity(t.db, { campaignId: campaign.id });
  const entity = await makeEntity(t.db, { name: 'Colegio Analítica', councilId: 24, targetId: 1 });
  const base = { userId: applicant.id, activityId: activity.id };
  const accepted = await makeOrder(t.db, {
    ...base,
    stateId: 2,
    visitors: 25,
    entityId: entity.id,
    entityMode: 2,
    requestedDate: '2026-03-05',
    userData: [
      answer('Número de visitantes', '25', 'number'),
      answer('Fecha', '2026-03-05', 'date'),
      answer('Observaciones', '=HYPERLINK("http://x")'),
    ],
    userDataManagement: [answer('Participantes reales:', '23', 'number')],
  });
  const done = await makeOrder(t.db, { ...base, stateId: 5, visitors: 10 });
  const pending = await makeOrder(t.db, {
    ...base,
    visitors: 4,
    userData: [answer('Talleres', ['Compost', 'Reciclaje'], 'checkbox-group')],
  });
  return { org, admin, applicant, activity, entity, orders: [accepted, done, pending] };
}

const download = async (caller: { id: number }, name: string) => {
  const res = await t.as(caller).get(`/api/user/${caller.id}/getfile/${name}`);
  return { res, text: res.body, rows: parseCsv(res.body.replace(/^\uFEFF/, '')) };
};

describe('GET /api/analytics/list/', () => {
  it('lists the ten export items with the version, for role 2+ only', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const res = await t.as(admin).get('/api/analytics/list/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe('1.250909');
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: 1,
      name: 'Proyecto de analítica (Excel y Power BI)',
      url: `user/${admin.id}/getfile/analitica.xlsx`,
      file: 'analitica.xlsx',
    });
    expect(
      (await t.as(await makeUser(t.db, { role: 1 })).get('/api/analytics/list/')).statusCode,
    ).toBe(403);
    expect((await t.anon.get('/api/analytics/list/')).statusCode).toBe(401);
  });
});

describe('GET /api/user/:idUser/getfile/:name', () => {
  it('refuses nobody (401), a gestor even for its own id (403); an unknown file is 404', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    expect((await t.anon.get(`/api/user/${gestor.id}/getfile/usuarios.csv`)).statusCode).toBe(401);
    expect((await download(gestor, 'usuarios.csv')).res.statusCode).toBe(403);
    const admin = await makeUser(t.db, { role: 3 });
    const unknown = await download(admin, '..%2Fetc%2Fpasswd');
    expect(unknown.res.statusCode).toBe(404);
    expect((await download(admin, 'otro.csv')).res.statusCode).toBe(404);
  });

  it("streams solicitudes.csv: the organization's orders, BOM, ';', formulas neutralised", async () => {
    const { admin, orders, entity } = await organizationWithOrders();
    await organizationWithOrders(); // another organization's orders stay out
    const { res, text, rows } = await download(admin, 'solicitudes.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="solicitudes.csv"');
    expect(text.startsWith('\uFEFF"Id";"Fecha";')).toBe(true);
    const [header = [], ...data] = rows;
    expect(data.map((r) => Number(r[0]))).toEqual(orders.map((o) => o.id));
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    const first = data[0] ?? [];
    expect(cell(first, 'Estado')).toBe('Aceptada');
    expect(cell(first, 'Nombre')).toBe("'=cmd|calc");
    expect(cell(first, 'Entidad')).toBe(entity.name);
    expect(cell(first, 'Concejo')).toBe('Gijón');
    expect(cell(first, 'Entidad validada')).toBe('Sí');
    expect(cell(first, 'Participantes reales')).toBe('23');
    expect(cell(first, 'Fecha solicitada')).toBe('05/03/2026');
    expect(cell(first, 'Fecha')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(header.slice(26)).toEqual([
      'Campo 1',
      'Valor 1',
      'Campo 2',
      'Valor 2',
      'Campo 3',
      'Valor 3',
      'Campo gestión 1',
      'Valor gestión 1',
    ]);
    expect(cell(first, 'Valor 2')).toBe('05/03/2026');
    expect(cell(first, 'Valor 3')).toBe('\'=HYPERLINK("http://x")');
    expect(cell(data[2] ?? [], 'Valor 1')).toBe('Compost, Reciclaje');
    expect(cell(data[1] ?? [], 'Destinatario')).toBe('Ciudadanía');
    expect(text).not.toMatch(/\$argon2|password/i);
  });

  it('exports the answers as they are now: a management form filled in later, quotes and lines kept', async () => {
    const { admin, orders } = await organizationWithOrders();
    const done = orders[1];
    if (!done) throw new Error('the organization has three orders');
    // The export reads lists PostgreSQL keeps from the answers (schema/orders.ts): they must
    // follow an update as they follow an insert.
    await t.db
      .update(ordersTable)
      .set({ userDataManagement: [answer('Notas', 'línea 1\n"dos"; tres', 'textarea')] })
      .where(eq(ordersTable.id, done.id));
    const { rows } = await download(admin, 'solicitudes.csv');
    const [header = [], ...data] = rows;
    const row = data.find((r) => Number(r[0]) === done.id) ?? [];
    expect(row[header.indexOf('Campo gestión 1')]).toBe('Notas');
    expect(row[header.indexOf('Valor gestión 1')]).toBe('línea 1\n"dos"; tres');
  });

  it('streams every CSV with as many rows as the database has', async () => {
    const { admin } = await organizationWithOrders();
    const [entityCount] = await t.db.select({ n: count() }).from(entities);
    const [councilCount] = await t.db.select({ n: count() }).from(councils);
    const expected: Record<string, number> = {
      'usuarios.csv': 2,
      'actividades.csv': 1,
      'campanas.csv': 1,
      'concejos.csv': councilCount?.n ?? 0,
      'destinatarios.csv': 6,
      'entidades.csv': entityCount?.n ?? 0,
      'estados.csv': 6,
      'solicitudes.csv': 3,
    };
    for (const [name, rows] of Object.entries(expected)) {
      const file = await download(admin, name);
      expect(file.res.statusCode, name).toBe(200);
      expect(file.text.charCodeAt(0), name).toBe(0xfeff);
      expect(file.rows.length - 1, name).toBe(rows);
    }
    const users = (await download(admin, 'usuarios.csv')).rows;
    expect(users[0]).toContain('DNI/NIE');
    expect(users.slice(1).every((r) => r.length === users[0]?.length)).toBe(true);
    expect(JSON.stringify(users)).not.toMatch(/\$argon2|hash|token/i);
  });

  it('writes the users, campaigns, activities and entities cell by cell', async () => {
    const { admin, activity, entity } = await organizationWithOrders();
    const centre = await makeEntity(t.db, { name: 'Centro Analítica', mainEntityId: entity.id });
    const rowOf = async (name: string, id: number) => {
      const [header = [], ...data] = (await download(admin, name)).rows;
      const row = data.find((r) => Number(r[0]) === id) ?? [];
      return Object.fromEntries(header.map((heading, i) => [heading, row[i]]));
    };
    expect(await rowOf('usuarios.csv', admin.id)).toMatchObject({
      'Id rol': '2',
      Rol: 'Administrador',
      Desactivado: 'No',
      'Fecha de alta': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    expect(await rowOf('campanas.csv', activity.campaignId)).toMatchObject({
      Activa: 'No',
      Gestor: '',
    });
    expect(await rowOf('actividades.csv', activity.id)).toMatchObject({
      'Id campaña': String(activity.campaignId),
      Nombre: activity.name,
      Evento: 'Sí',
    });
    expect(await rowOf('entidades.csv', entity.id)).toMatchObject({
      Nombre: 'Colegio Analítica',
      Concejo: 'Gijón',
      Tipo: 'Principal',
      'Entidad principal': '',
    });
    expect(await rowOf('entidades.csv', centre.id)).toMatchObject({
      Tipo: 'Centro',
      'Id entidad principal': String(entity.id),
      'Entidad principal': 'Colegio Analítica',
    });
  });

  it('writes the indicators: requests, accepted or done, rate, participants', async () => {
    const { admin, activity } = await organizationWithOrders();
    const { rows } = await download(admin, 'indicadores.csv');
    expect(rows[0]).toEqual([
      'Indicador',
      'Id',
      'Nombre',
      'Solicitudes',
      'Aceptadas o realizadas',
      'Tasa de aceptación (%)',
      'Participantes',
      'Visitantes solicitados',
    ]);
    // 23 real participants of the accepted order + 10 visitors of the done one; 2 of 3 accepted.
    expect(rows[1]).toEqual(['Total', '', 'Todas las solicitudes', '3', '2', '66,7', '33', '39']);
    expect(rows).toContainEqual([
      'Actividad',
      String(activity.id),
      activity.name,
      '3',
      '2',
      '66,7',
      '33',
      '39',
    ]);
    expect(rows).toContainEqual(['Estado', '1', 'Pendiente', '1', '0', '0', '0', '4']);
    expect(rows).toContainEqual(['Concejo', '24', 'Gijón', '1', '1', '100', '23', '25']);
    expect(rows).toContainEqual(['Destinatario', '2', 'Ciudadanía', '2', '1', '50', '10', '14']);
  });

  it('streams a workbook that exceljs opens, one sheet a data set', async () => {
    const { admin, orders } = await organizationWithOrders();
    const res = await t.as(admin).get(`/api/user/${admin.id}/getfile/analitica.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([res.rawPayload]));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Información',
      'Solicitudes',
      'Indicadores',
      'Usuarios',
      'Actividades',
      'Campañas',
      'Entidades',
      'Concejos',
      'Destinatarios',
      'Estados',
    ]);
    const sheet = workbook.getWorksheet('Solicitudes');
    expect(sheet?.actualRowCount).toBe(orders.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(orders[0]?.id);
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const info = workbook.getWorksheet('Información');
    expect(info?.getRow(3).getCell(2).value).toBe('1.250909');
    const indicators = workbook.getWorksheet('Indicadores');
    expect(indicators?.getRow(2).values).toEqual([
      undefined,
      'Total',
      undefined,
      'Todas las solicitudes',
      3,
      2,
      66.7,
      33,
      39,
    ]);
  });

  it('keeps workbook text that Excel would run as a formula as text, as the CSV does', async () => {
    const { admin, applicant } = await organizationWithOrders();
    const before = dateTimeIn('Europe/Madrid');
    const res = await t.as(admin).get(`/api/user/${admin.id}/getfile/analitica.xlsx`);
    const after = dateTimeIn('Europe/Madrid');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([res.rawPayload]));
    const texts = (sheet: string) => {
      const values: unknown[] = [];
      workbook.getWorksheet(sheet)?.eachRow((row) => {
        row.eachCell((cell) => values.push(cell.value));
      });
      return values;
    };
    expect(texts('Usuarios')).toContain("'=cmd|calc");
    expect(texts('Usuarios')).not.toContain('=cmd|calc');
    expect(texts('Solicitudes')).toContain('\'=HYPERLINK("http://x")');
    expect(texts('Usuarios')).toContain(applicant.id);
    // 'Generado': DD/MM/YYYY HH:mm in the server's TIME_ZONE (Europe/Madrid in the tests).
    const info = workbook.getWorksheet('Información');
    expect(info?.getRow(4).getCell(1).value).toBe('Generado');
    expect(info?.getRow(4).getCell(2).value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect([before, after]).toContain(info?.getRow(4).getCell(2).value);
  });

  it("answers the same files whichever user of its organization role 2+ names, and 404 for another organization's user", async () => {
    const { admin, applicant } = await organizationWithOrders();
    const res = await t.as(admin).get(`/api/user/${applicant.id}/getfile/estados.csv`);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))[1]).toEqual(['1', 'Pendiente']);
    const elsewhere = await organizationWithOrders();
    const foreign = await t
      .as(admin)
      .get(`/api/user/${elsewhere.applicant.id}/getfile/estados.csv`);
    expect(foreign.statusCode).toBe(404);
  });
});
