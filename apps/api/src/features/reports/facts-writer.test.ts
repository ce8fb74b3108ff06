import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { describe, expect, it } from 'vitest';
import { orders, type OrderAnswer } from '../../db/schema/orders.ts';
import { orderReportFacts } from '../../db/schema/reports.ts';
import { makeCampaignWith, makeOrder, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import {
  createOrderAs,
  datedRequestForm,
  makeOpenActivity,
  postOrderForm,
} from '../../../test/order-form.ts';
import { FACTS_VERSION, reportFactsState, warnWhenRebuildDue } from './facts-version.ts';
import {
  rebuildReportFacts,
  writeActivityReportFacts,
  writeNewOrderReportFactsWith,
  writeReportFacts,
} from './facts-writer.ts';

const t = useTestApp();

const factsOf = async (id: number) => {
  const [row] = await t.db.select().from(orderReportFacts).where(eq(orderReportFacts.orderId, id));
  return row;
};

/** A school visit form whose visit type is chosen by option values, not labels. */
const requestForm: StoredFormField[] = [
  ...datedRequestForm.slice(0, 3),
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: [
      { label: 'VISITA ESTÁNDAR', value: 'estandar' },
      { label: 'VISITA + TALLER', value: 'taller' },
    ],
  },
  { type: 'text', name: 'a1', label: 'Datos acompañante 1' },
];

async function visitActivity() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    formMetadata: requestForm,
    hasDateAndVisitType: true,
    places: 100,
  });
  return { supervisor, activity };
}

const answer = (name: string, label: string, type: string, value: OrderAnswer['value']) => ({
  name,
  label,
  type,
  value,
});

// docs/product/reporting.md#facts
describe('report facts written with the order', () => {
  it('are written by the create and follow a manager’s update of the management answers', async () => {
    const { supervisor, activity } = await visitActivity();
    const applicant = await makeUser(t.db);
    const created = await createOrderAs(t.as(applicant), {
      idUser: applicant.id,
      idActivity: activity.id,
      idEntity: -1,
      userData: {
        centro: 'CP La Ería',
        visitantes: 25,
        fecha: '2030-05-14',
        tipo: 'taller',
        a1: 'Carmen Iglesias',
      },
      force: false,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().order.id as number;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const day = await t.db.execute(
      sql`select (created_at at time zone 'Europe/Madrid')::date::text as d from orders where id = ${id}`,
    );
    const requestDay = (day as unknown as { rows: { d: string }[] }).rows[0]?.d;
    expect(order).toBeDefined();
    expect(await factsOf(id)).toEqual({
      orderId: id,
      factsVersion: FACTS_VERSION,
      requestDay,
      formPairs: [
        ['Nombre del centro', 'CP La Ería'],
        ['Número de visitantes', '25'],
        ['Fecha solicitada', '14/05/2030'],
        ['Tipo de visita', 'VISITA + TALLER'],
        ['Datos acompañante 1', 'Carmen Iglesias'],
      ],
      mgmtPairs: [],
      formLast: 5,
      mgmtLast: 0,
      visitors: 25,
      requestedDate: '2030-05-14',
      visitType: 'VISITA + TALLER',
      visitHours: 2.5,
      companions: ['Carmen Iglesias'],
      otherVisitors: null,
      price: null,
      completionDate: null,
      units: null,
      agreedDate: null,
      agreedTime: null,
      bus: false,
      busCost: null,
      pickup: null,
      blueContainers: null,
      yellowContainers: null,
      blueBins: null,
      yellowBins: null,
      realParticipants: null,
      plannedDate: '2030-05-14',
      doneDate: '2030-05-14',
    });

    const updated = await postOrderForm(t.as(supervisor), `/api/order/${id}/update/`, {
      userDataManagement: {
        'fecha-acordada': '2030-05-16',
        'hora-acordada': '09:30',
        'fecha-realizacion': '16/05/2030',
        precio: '120.5',
        autobus: ['Si'],
        'coste-bus': '95',
        'participantes-reales': '23',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await factsOf(id)).toMatchObject({
      agreedDate: '2030-05-16',
      agreedTime: '09:30',
      completionDate: '2030-05-16',
      price: 120.5,
      bus: true,
      busCost: 95,
      realParticipants: 23,
      plannedDate: '2030-05-16',
      doneDate: '2030-05-16',
      formLast: 5,
      mgmtLast: 10,
      visitors: 25,
    });
    expect((await factsOf(id))?.mgmtPairs.map(([label]) => label)).toEqual(
      newDefaultManagementForm().map((f) => f.label),
    );
    expect((await factsOf(id))?.mgmtPairs.slice(5, 8)).toEqual([
      ['Fecha acordada', '16/05/2030'],
      ['Hora acordada', '09:30'],
      ['Autobús', 'Si'],
    ]);
  });

  it('are not written when the create is refused', async () => {
    const { activity } = await visitActivity();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(orderReportFacts);
    const applicant = await makeUser(t.db);
    const refused = await createOrderAs(t.as(applicant), {
      idUser: applicant.id,
      idActivity: activity.id,
      idEntity: -1,
      userData: { centro: 'CP La Ería', visitantes: 500, fecha: '2030-05-14', tipo: 'taller' },
    });
    expect(refused.statusCode).toBe(400);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(orderReportFacts);
    expect(after).toEqual(before);
  });

  it('follow the option labels when the activity’s forms change them', async () => {
    const { supervisor, activity } = await visitActivity();
    const order = await makeOrder(t.db, {
      activityId: activity.id,
      userData: [answer('tipo', 'Tipo de visita', 'select', 'estandar')],
    });
    expect((await factsOf(order.id))?.visitType).toBe('VISITA ESTÁNDAR');
    const renamed = requestForm.map((f) =>
      f.name === 'tipo'
        ? { ...f, values: [{ label: 'VISITA PUNTO LIMPIO', value: 'estandar' }] }
        : f,
    );
    const res = await t.as(supervisor).post(`/api/activity/${activity.id}/update`, {
      idActivity: activity.id,
      name: activity.name,
      active: true,
      places: '100',
      priority: '1',
      activityStartDate: '2020-01-01',
      activityEndDate: activity.endDate,
      activityTargets: '1',
      calendarColor: '#00aa11',
      formMetadata: JSON.stringify(renamed),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await factsOf(order.id)).toMatchObject({
      visitType: 'VISITA PUNTO LIMPIO',
      visitHours: 1,
    });
  });
});

describe('writing and rebuilding the facts', () => {
  it('writes every column of the table through the SQL function, in table order', async () => {
    const result = await t.db.execute(
      sql`select pg_get_functiondef('write_report_facts(jsonb)'::regprocedure) as def`,
    );
    const def = (result as unknown as { rows: { def: string }[] }).rows[0]?.def ?? '';
    Object.values(getTableColumns(orderReportFacts)).forEach((column, i) => {
      expect(def).toMatch(new RegExp(`r->>?${i}\\b`));
      if (!column.primary) expect(def).toContain(`${column.name} = excluded.${column.name}`);
    });

    const { activity } = await visitActivity();
    const order = await makeOrder(t.db, { activityId: activity.id });
    const userData = [
      answer('visitantes', 'Número de visitantes', 'number', '30'),
      answer('fecha', 'Fecha solicitada', 'date', '2030-06-02'),
      answer('tipo', 'Tipo de visita', 'select', 'estandar'),
      answer('a1', 'Datos acompañante 1', 'text', 'Pilar Rubio'),
      answer('otros', 'Otros visitantes', 'textarea', 'Un conductor'),
    ];
    const userDataManagement = [
      ['Precio', '1.234,56'],
      ['Fecha realización', '2030-06-03'],
      ['Unidades', '2,5'],
      ['Autobús', 'Si'],
      ['Coste de bus', '95,5'],
      ['Hora y lugar de recogida', '8:30, plaza'],
      ['Contenedores azules', '1'],
      ['Contenedores amarillos', '2'],
      ['Ecopapeleras azules', '3'],
      ['Ecopapeleras amarillas', '4'],
      ['Participantes reales', '28'],
    ].map(([label, value], i) => answer(`g${i}`, label ?? '', 'text', value ?? ''));
    const facts = {
      orderId: order.id,
      createdAt: new Date('2030-01-15T23:30:00Z'),
      userData,
      userDataManagement,
      agreedDate: '2030-06-01',
      agreedTime: '10:30',
      activity: { formMetadata: requestForm, formMetadataManagement: [] },
    };
    // Sent with the create's own write, which runs too.
    await t.db.transaction((tx) =>
      writeNewOrderReportFactsWith(
        tx,
        tx
          .update(orders)
          .set({ stateChangeReason: 'con sus hechos' })
          .where(eq(orders.id, order.id)),
        facts,
      ),
    );
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.stateChangeReason).toBe('con sus hechos');
    const row = await factsOf(order.id);
    expect(Object.entries(row ?? {}).filter(([, value]) => value === null)).toEqual([]);
    expect(row).toMatchObject({
      requestDay: '2030-01-16',
      visitHours: 1.5,
      companions: ['Pilar Rubio'],
      otherVisitors: 'Un conductor',
      price: 1234.56,
      units: 2.5,
      busCost: 95.5,
      bus: true,
      yellowBins: 4,
      realParticipants: 28,
      agreedTime: '10:30',
      plannedDate: '2030-06-01',
      doneDate: '2030-06-03',
    });
  });

  it('writes batches of orders and rewrites every order of an activity', async () => {
    const { activity } = await visitActivity();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await makeOrder(t.db, {
          activityId: activity.id,
          userData: [answer('visitantes', 'Número de visitantes', 'number', String(10 + i))],
        }),
      );
    }
    const ids = made.map((o) => o.id);
    await t.db.delete(orderReportFacts).where(inArray(orderReportFacts.orderId, ids));
    await t.db.transaction((tx) => writeReportFacts(tx, [...ids, ids[0] ?? 0, 999_999_999]));
    const rows = await t.db
      .select({ id: orderReportFacts.orderId, visitors: orderReportFacts.visitors })
      .from(orderReportFacts)
      .where(inArray(orderReportFacts.orderId, ids))
      .orderBy(orderReportFacts.orderId);
    expect(rows).toEqual(ids.map((id, i) => ({ id, visitors: 10 + i })));
    await t.db.update(orderReportFacts).set({ visitors: null });
    await t.db.transaction((tx) => writeActivityReportFacts(tx, activity.id));
    expect((await factsOf(ids[2] ?? 0))?.visitors).toBe(12);
  });

  it('rebuilds every order in batches, old versions and missing rows included', async () => {
    const { activity } = await visitActivity();
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await makeOrder(t.db, {
          activityId: activity.id,
          userDataManagement: [answer('precio', 'Importe', 'number', `${i},50`)],
        }),
      );
    }
    const [first, second] = made;
    await t.db.delete(orderReportFacts).where(eq(orderReportFacts.orderId, first?.id ?? 0));
    await t.db
      .update(orderReportFacts)
      .set({ factsVersion: FACTS_VERSION - 1, price: null })
      .where(eq(orderReportFacts.orderId, second?.id ?? 0));
    const state = await reportFactsState(t.db);
    expect(state.missing).toBeGreaterThanOrEqual(1);
    expect(state.stale).toBeGreaterThanOrEqual(1);

    const total = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const progress: number[] = [];
    const result = await rebuildReportFacts(t.db, {
      batchSize: 2,
      onBatch: (n) => progress.push(n),
    });
    expect(result.orders).toBe(total[0]?.n);
    expect(result.batches).toBe(Math.ceil(result.orders / 2));
    expect(progress.at(-1)).toBe(result.orders);
    expect(await reportFactsState(t.db)).toEqual({ stale: 0, missing: 0 });
    const prices = await t.db
      .select({ price: orderReportFacts.price })
      .from(orderReportFacts)
      .where(
        inArray(
          orderReportFacts.orderId,
          made.map((o) => o.id),
        ),
      )
      .orderBy(orderReportFacts.orderId);
    expect(prices.map((p) => p.price)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
  });

  it('warns at start only when a rebuild is due', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message) };
    await rebuildReportFacts(t.db);
    expect(await warnWhenRebuildDue(t.db, log)).toEqual({ stale: 0, missing: 0 });
    expect(warnings).toEqual([]);

    const order = await makeOrder(t.db);
    await t.db
      .update(orderReportFacts)
      .set({ factsVersion: FACTS_VERSION - 1 })
      .where(eq(orderReportFacts.orderId, order.id));
    const [bare] = await t.db
      .insert(orders)
      .values({ userId: order.userId, activityId: order.activityId, stateId: 1 })
      .returning({ id: orders.id });
    expect(await warnWhenRebuildDue(t.db, log)).toEqual({ stale: 1, missing: 1 });
    expect(warnings).toEqual([
      'report facts out of date (1 rows of older rules, 1 orders without facts): ' +
        'a rebuild is due: npm run reports:rebuild-facts',
    ]);
    expect(bare).toBeDefined();
  });
});
