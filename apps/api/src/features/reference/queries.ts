import type { OptionItem } from '@extranet/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { councils, orderStates, targets } from '../../db/schema/users.ts';

/** The three `{ id, value }` reference tables, each read whole in id order. */
const referenceTables = { councils, targets, states: orderStates };
export type ReferenceList = keyof typeof referenceTables;

/** Async on purpose: a Drizzle query runs again on every `then`, a promise of its rows does not. */
export async function readReferenceList(db: Db, list: ReferenceList): Promise<OptionItem[]> {
  const table = referenceTables[list];
  return await db.select({ id: table.id, value: table.value }).from(table).orderBy(table.id);
}
