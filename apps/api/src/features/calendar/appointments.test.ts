import { Role } from '@extranet/shared/roles';
import { eventItemsByDay } from '@extranet/shared/calendar/day-items';
import { DaysWithEventsReply } from '@extranet/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { makeCampaignWith, makeOrder, makeUser, type TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { datedRequestForm, makeOpenActivity, postOrderForm } from '../../../test/order-form.ts';

const t = useTestApp();

const management = [
  { type: 'textarea', name: 'motivo', label: 'Motivo de rechazo' },
  { type: 'number', name: 'precio', label: 'Precio', private: true, min: 0 },
  { type: 'date', name: 'fecha-acordada', label: 'Fecha acordada' },
  { type: 'text', name: 'hora', label: 'Hora acordada', placeholder: 'hh:mm' },
  { type: 'number', name: 'unidades', label: 'Unidades' },
];

/** An accepted order whose visit type is 'VISITA + TALLER', in a campaign `supervisor` manages. */
async function acceptedVisit(supervisor: TestUser) {
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    formMetadata: datedRequestForm,
    formMetadataManagement: management,
    hasDateAndVisitType: true,
  });
  return makeOrder(t.db, {
    activityId: activity.id,
    stateId: 2,
    userData: [
      { name: 'centro', label: 'Nombre del centro', type: 'text', value: 'CP Uno' },
      { name: 'visitantes', label: 'Número de visitantes', type: 'number', value: '20' },
      { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2032-03-10' },
      { name: 'tipo', label: 'Tipo de visita', type: 'select', value: 'VISITA + TALLER' },
    ],
    visitors: 20,
    requestedDate: '2032-03-10',
  });
}

/** The appointments of `order` in the months `period` as its manager sees them. */
async function appointmentsOf(manager: TestUser, orderId: number, period: string) {
  const res = await t.as(manager).get(`/api/events/2/days-with-events-period/${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return eventItemsByDay(DaysWithEventsReply.parse(res.json()), manager.id).flatMap((day) =>
    day.events.filter((e) => e.typeEvent === 1 && e.idEvent === orderId).map((e) => ({ day, e })),
  );
}

/** The last Sunday of a month (1-12) of `year`, YYYY-MM-DD: a day the clocks change in Spain. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

describe('appointments in the calendar (docs/product/calendar.md#appointments)', () => {
  it("shows the agreed day and time a manager saves, ending after the visit type's 2,5 h", async () => {
    const supervisor = await makeUser(t.db, { role: Role.Supervisor });
    const order = await acceptedVisit(supervisor);
    expect(await appointmentsOf(supervisor, order.id, '3/2032/3/2032')).toEqual([]);
    const saved = await postOrderForm(t.as(supervisor), `/api/order/${order.id}/update/`, {
      userDataManagement: { 'fecha-acordada': '2032-03-12', hora: '09:30' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [found, ...more] = await appointmentsOf(supervisor, order.id, '3/2032/3/2032');
    expect(more).toEqual([]);
    expect(found?.day.day).toBe('2032-03-12');
    expect(found?.e).toMatchObject({
      id: order.id,
      startDate: '2032-03-12',
      endDate: '2032-03-12',
      hour: '09:30',
      endHour: '12:00',
      detail: 'Ana Prueba Factoría',
    });
  });

  it('keeps the wall-clock hour on the days the clocks change', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const year = 2032;
    for (const [month, day] of [
      [3, lastSunday(year, 3)],
      [10, lastSunday(year, 10)],
    ] as const) {
      const order = await acceptedVisit(admin);
      const saved = await postOrderForm(t.as(admin), `/api/order/${order.id}/update/`, {
        userDataManagement: { 'fecha-acordada': day, hora: '10:00' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const found = await appointmentsOf(admin, order.id, `${month}/${year}/${month}/${year}`);
      expect(found.map(({ day: d, e }) => [d.day, e.hour, e.endHour])).toEqual([
        [day, '10:00', '12:30'],
      ]);
    }
  });
});
