import { orderStateNames } from '@extranet/shared/order-states';
import { seedTargets } from '@extranet/shared/targets';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { councils, orderStates, organizations, targets } from '../schema/users.ts';

const councilsFile = fileURLToPath(
  new URL('../../../../../packages/shared/data/asturias-councils.json', import.meta.url),
);

export const DEFAULT_ORGANIZATION = {
  id: 1,
  name: 'Consorcio para la Gestión de Residuos de Asturias',
};

/** Loads the fixed lists every instance needs; safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  const { councils: list } = JSON.parse(readFileSync(councilsFile, 'utf8')) as {
    councils: { id: number; value: string }[];
  };
  await db.transaction(async (tx) => {
    await tx.insert(councils).values(list).onConflictDoNothing();
    await tx
      .insert(targets)
      .values([...seedTargets])
      .onConflictDoNothing();
    const states = Object.entries(orderStateNames).map(([id, value]) => ({
      id: Number(id),
      value,
    }));
    await tx.insert(orderStates).values(states).onConflictDoNothing();
    await tx.insert(organizations).values(DEFAULT_ORGANIZATION).onConflictDoNothing();
    // The explicit id above does not move the serial on; keep it ahead of the seeded rows.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations))`,
    );
  });
}
