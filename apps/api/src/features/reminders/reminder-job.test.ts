import { OrderState } from '@extranet/shared/order-states';
import { OrderDetail } from '@extranet/shared/schemas/order';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReminders } from '../../db/schema/orders.ts';
import { mailOutbox } from '../../db/schema/users.ts';
import { drainOutbox } from '../../mail/outbox-worker.ts';
import { today } from '../../time/today.ts';
import { makeOrder } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { plusDays, runAutomaticReminders } from './automatic-reminders.ts';
import { runSummary, startReminderJob } from './reminder-job.ts';
import { appointmentWorld, inDays, type AppointmentWorld } from './test-appointments.ts';

const t = useTestApp();
let w: AppointmentWorld;

beforeAll(async () => {
  w = await appointmentWorld(t.db);
});

const run = (daysBefore: number) =>
  runAutomaticReminders({ db: t.db, publicUrl: t.config.publicUrl, daysBefore });

const remindersOf = (orderIds: number[]) =>
  t.db.select().from(orderReminders).where(inArray(orderReminders.orderId, orderIds));

/** The reminder mails queued for each of these orders, by order id. */
async function mailsPerOrder(orderIds: number[]): Promise<Record<number, number>> {
  const rows = await t.db
    .select({ orderId: sql<number>`(${mailOutbox.meta} ->> 'orderId')::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.meta} ->> 'kind' = 'order-reminder'`);
  const counts: Record<number, number> = {};
  for (const id of orderIds) counts[id] = rows.filter((row) => row.orderId === id).length;
  return counts;
}

describe('the daily reminders job', () => {
  it('reminds each accepted appointment once, however many times it runs that day', async () => {
    const { a1, b1, abroad } = w.orders;
    expect(await run(3)).toEqual({ day: inDays(3), reminded: 3, queued: 3 });
    expect(await run(3)).toEqual({ day: inDays(3), reminded: 0, queued: 0 });
    expect(await mailsPerOrder([a1.id, b1.id, abroad.id])).toEqual({
      [a1.id]: 1,
      [b1.id]: 1,
      [abroad.id]: 1,
    });
    for (const reminder of await remindersOf([a1.id, b1.id, abroad.id])) {
      expect(reminder).toMatchObject({
        kind: 'automatic',
        appointmentDate: inDays(3),
        sentOn: today(),
        sentBy: null,
        addedText: '',
      });
    }

    await drainOutbox(t.app);
    await drainOutbox(t.app);
    const toLucia = t.sink.mails().filter((m) => m.to === w.people.lucia.email);
    expect(toLucia.map((m) => m.subject).sort()).toEqual([
      'Recordatorio de su cita: Huerto',
      'Recordatorio de su cita: Ruta del río',
    ]);
    expect(toLucia.find((m) => m.subject.endsWith('Ruta del río'))?.text).toContain(
      'Hora: de 10:00 a 11:30',
    );
  });

  it('sends one mail when two runs start at the same moment', async () => {
    const { a2 } = w.orders;
    const runs = await Promise.all([run(5), run(5)]);
    expect(runs.map((r) => r.reminded).sort()).toEqual([0, 1]);
    expect(await mailsPerOrder([a2.id])).toEqual({ [a2.id]: 1 });
    expect(await remindersOf([a2.id])).toHaveLength(1);
  });

  it('skips an appointment reminded by hand today, not one reminded by hand another day', async () => {
    const { lucia, ana } = w.people;
    const sevenDays = () =>
      makeOrder(t.db, {
        userId: lucia.id,
        activityId: w.activities.a1.id,
        stateId: OrderState.Accepted,
        agreedDate: inDays(7),
      });
    const byHandToday = await sevenDays();
    const byHandBefore = await sevenDays();
    const sent = await t.as(ana).post('/api/order/send-reminder-email', {
      listOrders: [byHandToday.id],
    });
    expect(sent.json()).toEqual({ sent: 1 });
    await t.db.insert(orderReminders).values({
      orderId: byHandBefore.id,
      appointmentDate: inDays(7),
      kind: 'manual',
      sentOn: plusDays(today(), -1),
      sentBy: ana.id,
    });

    expect(await run(7)).toEqual({ day: inDays(7), reminded: 1, queued: 1 });
    expect(await mailsPerOrder([byHandToday.id, byHandBefore.id])).toEqual({
      [byHandToday.id]: 1,
      [byHandBefore.id]: 1,
    });
  });

  it('records an appointment whose applicant has no e-mail without queueing a mail', async () => {
    expect(await run(1)).toEqual({ day: inDays(1), reminded: 1, queued: 0 });
    expect(await remindersOf([w.orders.a3.id])).toHaveLength(1);
  });

  it('does nothing with REMINDER_DAYS_BEFORE=0', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(orderReminders);
    expect(await run(0)).toEqual({ day: null, reminded: 0, queued: 0 });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(orderReminders);
    expect(after).toEqual(before);
  });

  it("shows the job's reminder in the order's history as automatic", async () => {
    const res = await t.as(w.people.ana).get(`/api/order/${w.orders.a1.id}/get`);
    expect(OrderDetail.parse(res.json()).reminders).toEqual([
      expect.objectContaining({ kind: 'automatic', by: null, addedText: '' }),
    ]);
  });

  it('runs at start and logs a Spanish summary; stop waits for the run', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: () => {}, error: () => {} };
    const app = {
      db: t.db,
      log: log as unknown as typeof t.app.log,
      config: { ...t.config, reminders: { daysBefore: 30, hour: 8 } },
    };
    const job = startReminderJob(app);
    await job.stop();
    const day = inDays(30).split('-').reverse().join('/');
    expect(lines).toEqual([
      `Recordatorios automáticos de las citas del ${day}: 1 recordatorio, 1 correo en cola`,
    ]);

    const off = startReminderJob({
      ...app,
      config: { ...app.config, reminders: { daysBefore: 0, hour: 8 } },
    });
    await off.stop();
    expect(lines.at(-1)).toBe(runSummary({ day: null, reminded: 0, queued: 0 }));
  });
});
