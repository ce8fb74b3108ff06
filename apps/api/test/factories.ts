import { randomInt } from 'node:crypto';
import { dniLetterFor } from '@extranet/shared/validators/dni';
import type { Role } from '@extranet/shared/roles';
import type { Db } from '../src/db/client.ts';
import { activities } from '../src/db/schema/activities.ts';
import { activityTargets, type NewActivity } from '../src/db/schema/activities.ts';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { campaignTargets } from '../src/db/schema/campaigns.ts';
import { entities, entityUsers, type NewEntity } from '../src/db/schema/entities.ts';
import {
  orderFiles,
  orders,
  orderStateHistory,
  type NewOrder,
  type NewOrderFile,
} from '../src/db/schema/orders.ts';
import { organizations, users, type UserRow } from '../src/db/schema/users.ts';
import { writeReportFacts } from '../src/features/reports/public.ts';
import { hashPassword } from '../src/plugins/passwords.ts';

/** The password every factory user logs in with unless a test names another. */
export const KNOWN_PASSWORD = 'clave-segura-1';
const testCost = { memoryCost: 8, timeCost: 1 };

// A random start per worker process, so that usernames stay unique even on a shared server.
let sequence = randomInt(10_000_000, 80_000_000);

/** A valid DNI (8 digits and the mod-23 control letter) never used before in this run. */
export function uniqueDni(): string {
  sequence += 1;
  return `${String(sequence).padStart(8, '0')}${dniLetterFor(sequence)}`;
}

/** An e-mail address never used before in this run. */
export const uniqueEmail = (prefix = 'usuario') => `${prefix}.${(sequence += 1)}@correo.test`;

const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, testCost)));
  return hash;
};

export interface MakeUserOptions {
  role?: Role;
  disabled?: boolean;
  email?: string;
  password?: string;
  organizationId?: number;
  rgpdAgreed?: boolean;
  mustChangePassword?: boolean;
  councilId?: number | null;
  name?: string;
  surname?: string;
}

export type TestUser = UserRow & { password: string };

/** Inserts a user with a unique DNI and e-mail and a known password (KNOWN_PASSWORD). */
export async function makeUser(db: Db, options: MakeUserOptions = {}): Promise<TestUser> {
  const password = options.password ?? KNOWN_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      username: uniqueDni(),
      passwordHash: await hashOf(password),
      name: options.name ?? 'Ana',
      surname: options.surname ?? 'Prueba Factoría',
      email: options.email ?? uniqueEmail(),
      councilId: options.councilId === undefined ? 1 : options.councilId,
      role: options.role ?? 0,
      organizationId: options.organizationId ?? 1,
      disabled: options.disabled ?? false,
      rgpdAgreed: options.rgpdAgreed ?? true,
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .returning();
  if (!row) throw new Error('makeUser: no row');
  return { ...row, password };
}

export async function makeOrganization(db: Db, name = `Organización ${(sequence += 1)}`) {
  const [row] = await db.insert(organizations).values({ name }).returning();
  if (!row) throw new Error('makeOrganization: no row');
  return row;
}

/** A bare campaign, optionally supervised by `supervisorId`. */
export async function makeCampaign(
  db: Db,
  options: { supervisorId?: number; organizationId?: number } = {},
) {
  const [row] = await db
    .insert(campaigns)
    .values({
      name: `Campaña ${(sequence += 1)}`,
      organizationId: options.organizationId ?? 1,
      supervisorId: options.supervisorId ?? null,
    })
    .returning();
  if (!row) throw new Error('makeCampaign: no row');
  return row;
}

export async function makeActivity(db: Db, options: { campaignId?: number } = {}) {
  const campaignId = options.campaignId ?? (await makeCampaign(db)).id;
  const [row] = await db
    .insert(activities)
    .values({ campaignId, name: `Actividad ${(sequence += 1)}` })
    .returning();
  if (!row) throw new Error('makeActivity: no row');
  return row;
}

/** Columns of an order a test may name (answers, entity, places facts, date…). */
export type MakeOrderOptions = Partial<Omit<NewOrder, 'id'>>;

/**
 * An order of `userId` (a new user when omitted) in a new activity, pending by default, with
 * the history row of its first state and its report facts, as the create call leaves it.
 */
export async function makeOrder(db: Db, options: MakeOrderOptions = {}) {
  const userId = options.userId ?? (await makeUser(db)).id;
  const activityId = options.activityId ?? (await makeActivity(db)).id;
  const [row] = await db
    .insert(orders)
    .values({ ...options, userId, activityId, stateId: options.stateId ?? 1 })
    .returning();
  if (!row) throw new Error('makeOrder: no row');
  await db
    .insert(orderStateHistory)
    .values({ orderId: row.id, changedBy: userId, toStateId: row.stateId });
  await writeReportFacts(db, [row.id]);
  return row;
}

/** A stored-file row of an order (the bytes, if a test needs them, are written by the test). */
export async function makeOrderFile(
  db: Db,
  options: Pick<NewOrderFile, 'orderId'> & Partial<NewOrderFile>,
) {
  const [row] = await db
    .insert(orderFiles)
    .values({
      fieldName: 'foto',
      storedName: `0_${Date.now()}_foto${(sequence += 1)}.png`,
      originalName: 'foto.png',
      size: 72,
      form: 'request',
      ...options,
    })
    .returning();
  if (!row) throw new Error('makeOrderFile: no row');
  return row;
}

/** An entity with a valid-looking CIF; `representedBy` links a user to it (entity_users). */
export async function makeEntity(
  db: Db,
  options: Partial<Omit<NewEntity, 'id'>> & { representedBy?: number } = {},
) {
  const { representedBy, ...values } = options;
  const [row] = await db
    .insert(entities)
    .values({
      name: `Colegio Público ${(sequence += 1)}`,
      cif: 'Q3300001A',
      councilId: 1,
      targetId: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('makeEntity: no row');
  if (representedBy !== undefined) {
    await db.insert(entityUsers).values({ userId: representedBy, entityId: row.id });
  }
  return row;
}

export interface MakeCampaignWithOptions {
  organizationId?: number;
  supervisorId?: number | null;
  name?: string;
  description?: string;
  active?: boolean;
  startDate?: string;
  endDate?: string;
  edition?: string;
  image?: string | null;
  files?: string[];
  content?: string;
  targetIds?: number[];
}

/** A campaign with the data a test names (active, dates, targets…); the rest defaulted. */
export async function makeCampaignWith(db: Db, options: MakeCampaignWithOptions = {}) {
  const { targetIds = [], organizationId = 1, supervisorId = null, ...values } = options;
  const [row] = await db
    .insert(campaigns)
    .values({ name: `Campaña ${(sequence += 1)}`, organizationId, supervisorId, ...values })
    .returning();
  if (!row) throw new Error('makeCampaignWith: no row');
  if (targetIds.length > 0) {
    await db
      .insert(campaignTargets)
      .values(targetIds.map((targetId) => ({ campaignId: row.id, targetId })));
  }
  return row;
}

export type MakeActivityWithOptions = Partial<Omit<NewActivity, 'id'>> & { targetIds?: number[] };

/**
 * An activity with the data a test names (active, forms, targets…); a new campaign when no
 * campaignId is given, the rest defaulted.
 */
export async function makeActivityWith(db: Db, options: MakeActivityWithOptions = {}) {
  const { targetIds = [], ...values } = options;
  const campaignId = values.campaignId ?? (await makeCampaign(db)).id;
  const [row] = await db
    .insert(activities)
    .values({ name: `Actividad ${(sequence += 1)}`, ...values, campaignId })
    .returning();
  if (!row) throw new Error('makeActivityWith: no row');
  if (targetIds.length > 0) {
    await db
      .insert(activityTargets)
      .values(targetIds.map((targetId) => ({ activityId: row.id, targetId })));
  }
  return row;
}
