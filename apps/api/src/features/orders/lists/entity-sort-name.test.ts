import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import { makeEntity, makeOrder } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';

/**
 * orders.entity_sort_name, what the lists sorted by entity read (docs/product/requests.md#performance):
 * the database keeps it equal to the shown entity name in lower case.
 */

const t = useTestApp();

const sortNameOf = async (orderId: number) =>
  (await t.db.select({ name: orders.entitySortName }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.name;

describe("an order's entity sort name", () => {
  it('follows the validated entity, its renames, and else the proposed name', async () => {
    const school = await makeEntity(t.db, { name: 'Colegio Público Ería' });
    const other = await makeEntity(t.db, { name: 'Asociación Vecinal' });
    const validated = await makeOrder(t.db, { entityId: school.id, entityMode: 2 });
    const proposed = await makeOrder(t.db, {
      entityMode: 2,
      entityData: { name: 'AMPA del CP Ería' },
    });
    const individual = await makeOrder(t.db, {});
    expect(await sortNameOf(validated.id)).toBe('colegio público ería');
    expect(await sortNameOf(proposed.id)).toBe('ampa del cp ería');
    expect(await sortNameOf(individual.id)).toBeNull();

    await t.db.update(entities).set({ name: 'CP La Ería' }).where(eq(entities.id, school.id));
    expect(await sortNameOf(validated.id)).toBe('cp la ería');

    // Validating the proposed entity as another one.
    await t.db.update(orders).set({ entityId: other.id }).where(eq(orders.id, proposed.id));
    expect(await sortNameOf(proposed.id)).toBe('asociación vecinal');
  });
});
