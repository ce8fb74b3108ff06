import { EntityAdminPage } from '@extranet/shared/schemas/entity-admin';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEntity, makeUser } from '../../test/factories.ts';
import { expectExactReply } from '../../test/exact-reply.ts';
import { useTestApp } from '../../test/harness.ts';
import { entities } from '../db/schema/entities.ts';
import { pageTotalColumn } from '../db/page-total.ts';
import { entityPageJsonQuery, selectEntities, toEntity, type EntitySelection } from './entities.ts';

const t = useTestApp();

/** The page's JSON text as entityPageJsonQuery answers it (a later page: no total). */
async function pageJson(selection: EntitySelection) {
  const noTotal = pageTotalColumn(false, entities, undefined);
  const [row] = await entityPageJsonQuery(t.db, selection, noTotal);
  return row?.items ?? '[]';
}

/** Texts JSON escapes: quotes, backslashes, control characters, accents, an emoji. */
const awkward = 'Ría "A" \\ b\u0001\u001f\t\n\r/ ñ 😀 <x>';

describe('the entity list page written by the database (entityPageJsonQuery)', () => {
  it('is byte for byte JSON.stringify of the toEntity rows, in the same order', async () => {
    const main = await makeEntity(t.db, { name: `${awkward} principal`, address: awkward });
    const centre = await makeEntity(t.db, {
      name: `${awkward} centro`,
      mainEntityId: main.id,
      councilId: null,
      targetId: null,
      disabled: true,
    });
    const plain = await makeEntity(t.db, { name: 'ría =suma', cif: '+B33', postalCode: '33001' });
    const where = inArray(entities.id, [main.id, centre.id, plain.id]);

    const rows = await selectEntities(t.db, { where, limit: 75 });
    const json = await pageJson({ where, limit: 75 });
    expect(json).toBe(JSON.stringify(rows.map(toEntity)));
    expect(JSON.parse(json)).toHaveLength(3);

    const second = await pageJson({ where, limit: 2, offset: 2 });
    expect(second).toBe(
      JSON.stringify((await selectEntities(t.db, { where, limit: 2, offset: 2 })).map(toEntity)),
    );
    expect(await pageJson({ where, limit: 2, offset: 3 })).toBe('[]');
  });

  it('answers the admin list exactly as its schema, with a JSON content type', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    await makeEntity(t.db, { name: `${awkward} lista` });
    const res = await t
      .as(admin)
      .get(`/api/entity/list/by-filter-order-by-name?name=${encodeURIComponent('ría "a"')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expectExactReply(EntityAdminPage, body);
    expect(body.total).toBeGreaterThanOrEqual(1);
  });
});
