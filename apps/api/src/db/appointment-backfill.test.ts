import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentOf } from '@extranet/shared/forms/appointment';
import { makeOrder } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { orders, type OrderAnswer } from './schema/orders.ts';

const t = useTestApp();

/** The statement of migration 0013 that filled the appointment columns of the orders before it. */
const backfill = readFileSync(new URL('./migrations/0013_calendar.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('UPDATE orders'));

const answer = (label: string, value: string, type = 'text'): OrderAnswer => ({
  name: label.toLowerCase().replace(/\W+/g, '-'),
  label,
  type,
  value,
});

const cases: { request: OrderAnswer[]; management: OrderAnswer[] }[] = [
  {
    request: [answer('Tipo de visita', 'VISITA + TALLER', 'select')],
    management: [answer('Fecha acordada', '2027-03-28', 'date'), answer('Hora acordada', '9:30')],
  },
  {
    request: [answer('Modalidad', 'VISITA ESTÁNDAR', 'radio-group')],
    management: [answer('FECHA ACORDADA:', '31/10/2027', 'date'), answer('Hora Acordada', '10:00')],
  },
  {
    request: [answer('Elija', 'VISITA PUNTO LIMPIO', 'select')],
    management: [answer('Fecha acordada', '2027-06-01', 'date'), answer('Hora acordada', 'tarde')],
  },
  {
    request: [answer('Tipo de visita', 'CHARLA', 'select')],
    management: [answer('Fecha acordada', '2027-06-01', 'date'), answer('Hora acordada', '12:15')],
  },
  { request: [], management: [answer('Fecha acordada', '31/02/2027', 'date')] },
  { request: [], management: [] },
];

// docs/product/calendar.md#appointments: the migration reads the stored answers as every later
// save does (appointmentOf), so the orders stored before it show on the calendar alike.
describe('the appointment columns filled by migration 0013', () => {
  it('agree with appointmentOf for the same answers', async () => {
    expect(backfill).toBeDefined();
    const ids: number[] = [];
    for (const { request, management } of cases) {
      const order = await makeOrder(t.db, { userData: request, userDataManagement: management });
      ids.push(order.id);
    }
    await t.db
      .update(orders)
      .set({ agreedDate: null, agreedTime: null, agreedEndTime: null })
      .where(inArray(orders.id, ids));
    await t.db.execute(sql.raw(backfill ?? ''));
    for (const [i, id] of ids.entries()) {
      const [row] = await t.db
        .select({
          agreedDate: orders.agreedDate,
          agreedTime: orders.agreedTime,
          agreedEndTime: orders.agreedEndTime,
        })
        .from(orders)
        .where(eq(orders.id, id));
      const { request, management } = cases[i] ?? { request: [], management: [] };
      expect(row, `case ${i}`).toEqual(appointmentOf(request, management));
    }
  });
});
