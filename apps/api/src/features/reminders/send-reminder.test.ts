import { messages, reminderNotAppointmentOf } from '@extranet/shared/messages';
import { OrderDetail } from '@extranet/shared/schemas/order';
import { and, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderReminders } from '../../db/schema/orders.ts';
import { mailOutbox } from '../../db/schema/users.ts';
import { drainOutbox } from '../../mail/outbox-worker.ts';
import { today } from '../../time/today.ts';
import { useTestApp } from '../../../test/harness.ts';
import { appointmentWorld, inDays, type AppointmentWorld } from './test-appointments.ts';

const t = useTestApp();
let w: AppointmentWorld;

beforeAll(async () => {
  w = await appointmentWorld(t.db);
});

const SEND = '/api/order/send-reminder-email';

/** The reminder mails queued for these orders. */
const queuedFor = (orderIds: number[]) =>
  t.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.meta} ->> 'kind' = 'order-reminder'`,
        inArray(sql<number>`(${mailOutbox.meta} ->> 'orderId')::int`, orderIds),
      ),
    );

const remindersOf = (orderIds: number[]) =>
  t.db.select().from(orderReminders).where(inArray(orderReminders.orderId, orderIds));

describe('POST order/send-reminder-email', () => {
  it('refuses the anonymous (401) and participants (403), and sends nothing', async () => {
    const body = { listOrders: [w.orders.a1.id], textToAddToEmail: '' };
    expect((await t.anon.post(SEND, body)).statusCode).toBe(401);
    expect((await t.as(w.people.lucia).post(SEND, body)).statusCode).toBe(403);
    expect(await remindersOf([w.orders.a1.id])).toEqual([]);
  });

  it("answers 404 for the whole list when one order is another gestor's, and sends nothing", async () => {
    const res = await t.as(w.people.ana).post(SEND, {
      listOrders: [w.orders.a1.id, w.orders.b1.id],
      textToAddToEmail: 'Traigan botas',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.orderNotFound);
    const abroad = await t.as(w.people.admin).post(SEND, { listOrders: [w.orders.abroad.id] });
    expect(abroad.statusCode).toBe(404);
    expect(await remindersOf([w.orders.a1.id, w.orders.b1.id, w.orders.abroad.id])).toEqual([]);
    expect(await queuedFor([w.orders.a1.id, w.orders.b1.id])).toEqual([]);
  });

  it('answers 409 naming an order without an accepted appointment, and sends nothing', async () => {
    const res = await t.as(w.people.ana).post(SEND, {
      listOrders: [w.orders.a1.id, w.orders.pending.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'order not remindable',
      message: reminderNotAppointmentOf(w.orders.pending.id),
    });
    expect(await remindersOf([w.orders.a1.id, w.orders.pending.id])).toEqual([]);
  });

  it('refuses an empty list and a text too long in Spanish', async () => {
    const empty = await t.as(w.people.ana).post(SEND, { listOrders: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ listOrders: messages.noRemindersSelected });
    const long = await t.as(w.people.ana).post(SEND, {
      listOrders: [w.orders.a1.id],
      textToAddToEmail: 'x'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
  });

  it('queues one mail per order with the added text, records each reminder, and the sink receives them', async () => {
    const { a1, a2, a3 } = w.orders;
    const text = 'Traigan botas de agua y\nropa de abrigo.';
    const res = await t.as(w.people.ana).post(SEND, {
      listOrders: [a2.id, a1.id, a3.id, a1.id],
      textToAddToEmail: `  ${text}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Nadia (a3) has no e-mail address: recorded, but no mail.
    expect(res.json()).toEqual({ sent: 2 });

    const reminders = await remindersOf([a1.id, a2.id, a3.id]);
    expect(reminders).toHaveLength(3);
    for (const reminder of reminders) {
      expect(reminder).toMatchObject({
        kind: 'manual',
        sentOn: today(),
        sentBy: w.people.ana.id,
        addedText: text,
      });
    }
    expect(reminders.find((r) => r.orderId === a2.id)?.appointmentDate).toBe(inDays(5));

    await drainOutbox(t.app);
    const mail = await t.sink.waitFor((m) => m.to === w.people.lucia.email);
    expect(mail.subject).toBe('Recordatorio de su cita: Ruta del río');
    const day = inDays(3).split('-').reverse().join('/');
    expect(mail.text).toContain(`Fecha: ${day}`);
    expect(mail.text).toContain('Hora: de 10:00 a 11:30');
    expect(mail.text).toContain('Campaña: Campaña Ríos');
    expect(mail.text).toContain('Entidad: CP Validado');
    expect(mail.text).toContain(`\n\n${text}\n\n`);
    expect(mail.text).toContain(`http://extranet.test/orderdetail?id=${a1.id}`);
    const other = await t.sink.waitFor((m) => m.to === w.people.mario.email);
    expect(other.text).toContain('Hora: 09:30');
    expect(other.text).toContain('Entidad: Colegio Propuesto');
    expect(other.text).toContain(text);
  });

  it('sends the same reminder once when the call comes twice at once (a double click)', async () => {
    const { b1 } = w.orders;
    const body = { listOrders: [b1.id], textToAddToEmail: 'Dos veces' };
    const [first, second] = await Promise.all([
      t.as(w.people.bea).post(SEND, body),
      t.as(w.people.bea).post(SEND, body),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json().sent, second?.json().sent].sort()).toEqual([0, 1]);
    expect(await queuedFor([b1.id])).toHaveLength(1);
    expect(await remindersOf([b1.id])).toHaveLength(1);
    // Another text is another reminder.
    const again = await t.as(w.people.bea).post(SEND, { ...body, textToAddToEmail: 'Otra cosa' });
    expect(again.json()).toEqual({ sent: 1 });
    expect(await queuedFor([b1.id])).toHaveLength(2);
  });

  it("lists the reminders in the order's detail, naming the sender to managers only", async () => {
    const { a1 } = w.orders;
    const read = async (user: { id: number }) => {
      const res = await t.as(user).get(`/api/order/${a1.id}/get`);
      expect(res.statusCode).toBe(200);
      return OrderDetail.parse(res.json());
    };
    const managed = await read(w.people.ana);
    expect(managed.appointment).toEqual({ date: inDays(3), time: '10:00', endTime: '11:30' });
    expect(managed.reminders).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        kind: 'manual',
        by: { id: w.people.ana.id, name: 'Ana Prueba Factoría' },
        addedText: 'Traigan botas de agua y\nropa de abrigo.',
      },
    ]);
    const own = await read(w.people.lucia);
    expect(own.reminders).toEqual([{ ...managed.reminders[0], by: null }]);
    const pending = await t.as(w.people.ana).get(`/api/order/${w.orders.pending.id}/get`);
    expect(pending.json()).toMatchObject({ reminders: [], appointment: { date: inDays(2) } });
  });
});
