import { OrderState } from '@extranet/shared/order-states';
import { Role } from '@extranet/shared/roles';
import type { Db } from '../../db/client.ts';
import { today } from '../../time/today.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeOrganization,
  makeUser,
  type MakeOrderOptions,
} from '../../../test/factories.ts';
import { plusDays } from './automatic-reminders.ts';

/** The day `days` after today in TIME_ZONE, YYYY-MM-DD. */
export const inDays = (days: number) => plusDays(today(), days);

/**
 * The reminders' test world: two gestores of organization 1 with a campaign each, an
 * administrator, three participants (the third without an e-mail address) and their orders, and
 * an appointment of another organization. `ana` manages `a1`, `a2`, `a3`, `pending`, `late`;
 * `bea` manages `b1`.
 */
export async function appointmentWorld(db: Db) {
  const ana = await makeUser(db, { role: Role.Supervisor, name: 'Ana' });
  const bea = await makeUser(db, { role: Role.Supervisor, name: 'Bea' });
  const admin = await makeUser(db, { role: Role.Admin });
  const lucia = await makeUser(db, { name: 'Lucía', surname: 'Pérez Gil' });
  const mario = await makeUser(db, { name: 'Mario', surname: 'Ruiz' });
  const nadia = await makeUser(db, { name: 'Nadia', surname: 'Sin Correo', email: '' });
  const campaignA = await makeCampaignWith(db, {
    active: true,
    supervisorId: ana.id,
    name: 'Campaña Ríos',
  });
  const campaignB = await makeCampaignWith(db, { active: true, supervisorId: bea.id });
  const activityA1 = await makeActivityWith(db, { campaignId: campaignA.id, name: 'Ruta del río' });
  const activityA2 = await makeActivityWith(db, { campaignId: campaignA.id, name: 'Taller' });
  const activityB1 = await makeActivityWith(db, { campaignId: campaignB.id, name: 'Huerto' });
  const entity = await makeEntity(db, { name: 'CP Validado' });
  const accepted = (options: MakeOrderOptions) =>
    makeOrder(db, { stateId: OrderState.Accepted, ...options });

  const a1 = await accepted({
    userId: lucia.id,
    activityId: activityA1.id,
    entityId: entity.id,
    entityMode: 2,
    agreedDate: inDays(3),
    agreedTime: '10:00',
    agreedEndTime: '11:30',
  });
  const a2 = await accepted({
    userId: mario.id,
    activityId: activityA2.id,
    entityMode: 2,
    entityData: { name: 'Colegio Propuesto' },
    agreedDate: inDays(5),
    agreedTime: '09:30',
  });
  const a3 = await accepted({ userId: nadia.id, activityId: activityA1.id, agreedDate: inDays(1) });
  const pending = await makeOrder(db, {
    userId: lucia.id,
    activityId: activityA1.id,
    agreedDate: inDays(2),
  });
  const late = await accepted({
    userId: mario.id,
    activityId: activityA1.id,
    agreedDate: inDays(30),
  });
  const b1 = await accepted({ userId: lucia.id, activityId: activityB1.id, agreedDate: inDays(3) });

  const elsewhere = await makeOrganization(db);
  const abroadCampaign = await makeCampaignWith(db, { organizationId: elsewhere.id });
  const abroadActivity = await makeActivityWith(db, { campaignId: abroadCampaign.id });
  const abroadUser = await makeUser(db, { organizationId: elsewhere.id });
  const abroad = await accepted({
    userId: abroadUser.id,
    activityId: abroadActivity.id,
    agreedDate: inDays(3),
  });
  const abroadAdmin = await makeUser(db, { role: Role.Admin, organizationId: elsewhere.id });

  return {
    people: { ana, bea, admin, lucia, mario, nadia, abroadAdmin },
    activities: { a1: activityA1, a2: activityA2, b1: activityB1 },
    orders: { a1, a2, a3, pending, late, b1, abroad },
  };
}

export type AppointmentWorld = Awaited<ReturnType<typeof appointmentWorld>>;
