import { index, pgTable, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.ts';
import { targets } from './users.ts';

/**
 * A table of the targets (destinatarios) each row of an owner table is meant for, one row a
 * pair: the pairs go with their owner, and a target still named by one cannot be deleted.
 */
export const targetLinks = <const OwnerKey extends string>(
  table: string,
  ownerKey: OwnerKey,
  ownerColumn: string,
  ownerId: () => AnyPgColumn,
) => {
  const columns = {
    [ownerKey]: requiredRef(ownerColumn, ownerId, 'cascade'),
    targetId: requiredRef('target_id', () => targets.id, 'restrict'),
  } as Record<OwnerKey | 'targetId', ReturnType<typeof requiredRef>>;
  return pgTable(table, columns, (t) => [
    primaryKey({ columns: [t[ownerKey], t.targetId] }),
    index(`${table}_target_idx`).on(t.targetId),
  ]);
};
