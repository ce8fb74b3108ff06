import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { answerShapes, orderExportLines, orders } from '../../../db/schema/orders.ts';
import { makeActivity, makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import type { AnswerShapes } from '../order-answers.ts';
import { orderBatches, ordersOf, type RawOrder } from './order-batches.ts';

const t = useTestApp();

/**
 * Resolves once a statement of this database waits on a lock another transaction holds: on
 * PostgreSQL the second insert waits on the first's new shape until it commits. The embedded
 * store runs one statement at a time, so there the second insert just queues behind the
 * transaction and there is nothing to wait for.
 */
async function secondWaitsOnTheFirst() {
  if (!process.env.DATABASE_URL) return;
  await vi.waitFor(
    async () => {
      const waiting = await t.db.execute(
        sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and a.datname = current_database()`,
      );
      expect(rowsOf<{ n: number }>(waiting)[0]?.n).toBeGreaterThan(0);
    },
    { timeout: 15_000, interval: 20 },
  );
}

const answer = (label: string, value: string | string[], type = 'text') => ({
  name: label.toLowerCase(),
  label,
  type,
  value,
});
const form = (name: string, date: string, dateType = 'date') => [
  answer('Nombre', name),
  answer('Fecha', date, dateType),
];

/** Every order the export reads, by id, with the shapes its batch brought. */
async function exported(limit: number) {
  const read = new Map<number, { order: RawOrder; shapes: AnswerShapes }>();
  const ids: number[] = [];
  for await (const batch of orderBatches({ db: t.db, organizationId: 1 }, limit)) {
    for (const order of ordersOf(batch.orders)) {
      ids.push(order[0]);
      read.set(order[0], { order, shapes: batch.shapes });
    }
  }
  return { ids, read };
}

const shapeCount = async () => (await t.db.select({ n: count() }).from(answerShapes))[0]?.n;

describe('orderBatches', () => {
  it('hands over every order once, in id order, with the shapes its answers name', async () => {
    const activity = await makeActivity(t.db);
    const base = { activityId: activity.id, userId: (await makeUser(t.db)).id };
    const made = [
      await makeOrder(t.db, { ...base, userData: form('Ana', '2026-01-02') }),
      await makeOrder(t.db, {
        ...base,
        userData: form('Luis', '2026-02-03'),
        userDataManagement: [answer('Participantes reales', '12', 'number')],
      }),
      // The same labels, another type: another shape.
      await makeOrder(t.db, { ...base, userData: form('Eva', 'mañana', 'text') }),
      await makeOrder(t.db, { ...base, userData: form('Noa', '2026-04-05') }),
      await makeOrder(t.db, {
        ...base,
        userData: [answer('Talleres', ['Compost', 'Reciclaje'], 'checkbox-group')],
      }),
    ];
    const { ids, read } = await exported(2);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const [ana, luis, eva, noa, talleres] = made.map((o) => {
      const got = read.get(o.id);
      if (!got) throw new Error(`order ${o.id} not exported`);
      const { order, shapes } = got;
      const shape = (id: number) => shapes.get(id);
      return { order, form: shape(order[14]), management: shape(order[16]) };
    });
    expect(ana?.form).toEqual({
      labels: ['Nombre', 'Fecha'],
      types: ['text', 'date'],
      participantsAt: -1,
    });
    expect(ana?.order.slice(14)).toEqual([
      ana?.order[14],
      ['Ana', '2026-01-02'],
      ana?.order[16],
      [],
    ]);
    expect(luis?.order[14]).toBe(ana?.order[14]);
    expect(noa?.order[14]).toBe(ana?.order[14]);
    expect(eva?.order[14]).not.toBe(ana?.order[14]);
    expect(eva?.form?.types).toEqual(['text', 'text']);
    expect(luis?.management).toEqual({
      labels: ['Participantes reales'],
      types: ['number'],
      participantsAt: 0,
    });
    expect(luis?.order[17]).toEqual(['12']);
    expect(talleres?.order[15]).toEqual([['Compost', 'Reciclaje']]);
    expect(talleres?.form?.labels).toEqual(['Talleres']);
  });

  it('keeps the line as the order changes, and drops it with the order', async () => {
    const order = await makeOrder(t.db, {
      createdAt: new Date('2026-07-01T10:30:00Z'),
      entityMode: 2,
      entityData: { name: 'AMPA "Xove"', cif: 'G33000000', idCouncil: '24', idTarget: '3' },
      userData: form('Ana', '2026-01-02'),
    });
    const lineOf = async () => (await exported(1_000)).read.get(order.id)?.order;
    // Madrid summer time is UTC+2.
    expect((await lineOf())?.slice(0, 14)).toEqual([
      order.id,
      '2026-07-01 12:30',
      1,
      '',
      order.activityId,
      order.userId,
      null,
      2,
      null,
      null,
      'AMPA "Xove"',
      'G33000000',
      '24',
      '3',
    ]);
    await t.db
      .update(orders)
      .set({
        stateId: 3,
        stateChangeReason: 'Sin plazas',
        visitors: 9,
        requestedDate: '2026-12-24',
        userDataManagement: [answer('Motivo', 'Otro\ncurso', 'textarea')],
      })
      .where(eq(orders.id, order.id));
    const changed = await lineOf();
    expect(changed?.slice(2, 4)).toEqual([3, 'Sin plazas']);
    expect(changed?.slice(8, 10)).toEqual([9, '2026-12-24']);
    expect(changed?.[17]).toEqual(['Otro\ncurso']);
    await t.db.delete(orders).where(eq(orders.id, order.id));
    const lines = await t.db
      .select({ n: count() })
      .from(orderExportLines)
      .where(eq(orderExportLines.orderId, order.id));
    expect(lines[0]?.n).toBe(0);
  });

  it('adds a shape only for answers whose labels or types are new', async () => {
    const activity = await makeActivity(t.db);
    await makeOrder(t.db, { activityId: activity.id, userData: form('Ana', '2026-01-02') });
    const before = await shapeCount();
    await makeOrder(t.db, { activityId: activity.id, userData: form('Eva', '2026-03-04') });
    expect(await shapeCount()).toBe(before);
    await makeOrder(t.db, {
      activityId: activity.id,
      userData: [answer('Un campo cuyo texto es largo '.repeat(400), 'sí')],
    });
    expect(await shapeCount()).toBe((before ?? 0) + 1);
  });

  it('shares a new shape between two orders that bring it at the same time', async () => {
    const activity = await makeActivity(t.db);
    const user = await makeUser(t.db);
    const values = { activityId: activity.id, userId: user.id, stateId: 1 };
    const userData = [answer('Campo nuevo a la vez', 'x')];
    let firstInserted = () => {};
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.insert(orders).values({ ...values, userData });
      firstInserted();
      await committing;
    });
    await inserted;
    const second = Promise.resolve(t.db.insert(orders).values({ ...values, userData }));
    await secondWaitsOnTheFirst();
    commit();
    await Promise.all([first, second]);
    const shapes = await t.db
      .selectDistinct({ id: orderExportLines.formShapeId })
      .from(orderExportLines)
      .innerJoin(orders, eq(orders.id, orderExportLines.orderId))
      .where(eq(orders.activityId, activity.id));
    expect(shapes).toHaveLength(1);
  });
});
