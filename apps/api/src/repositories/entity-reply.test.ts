import { EntityList } from '@extranet/shared/schemas/entity';
import { EntityAdminPage } from '@extranet/shared/schemas/entity-admin';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEntity, makeUser } from '../../test/factories.ts';
import { expectExactReply } from '../../test/exact-reply.ts';
import { useTestApp } from '../../test/harness.ts';
import { zodSerialized } from '../../test/zod-serialized.ts';
import { entities } from '../db/schema/entities.ts';
import { pageTotalColumn } from '../db/page-total.ts';
import { entityPageJsonQuery, selectEntities, type EntitySelection } from './entities.ts';
import { entityReply } from './entity-reply.ts';

const t = useTestApp();

/** The page's JSON text as entityPageJsonQuery answers it (a later page: no total). */
async function pageJson(selection: EntitySelection) {
  const noTotal = pageTotalColumn(false, entities, undefined);
  const [row] = await entityPageJsonQuery(t.db, selection, noTotal);
  return row?.items ?? '[]';
}

/** The same selection presented in JavaScript, as the routes' zod serializer writes it. */
async function serialized(selection: EntitySelection) {
  const rows = await selectEntities(t.db, selection);
  return zodSerialized(
    EntityList,
    rows.map((row) => entityReply.present(row)),
  );
}

/** Texts JSON escapes: quotes, backslashes, control characters, accents, an emoji. */
const awkward = 'Ría "A" \\ b\u0001\u001f\t\n\r/ ñ 😀 <x>';

describe('the Entity reply, written by the database and presented in JavaScript (entityReply)', () => {
  it('is byte for byte the text the zod serializer writes of the presented rows, in order', async () => {
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

    const json = await pageJson({ where, limit: 75 });
    expect(json).toBe(await serialized({ where, limit: 75 }));
    // By name: the centre, the main entity ('… principal'), then 'ría =suma'.
    expect(JSON.parse(json)).toMatchObject([
      {
        id: centre.id,
        council: null,
        target: null,
        idTarget: null,
        mainEntityId: main.id,
        mainLegalEntityName: `Centro de ${awkward} principal`,
        disabled: true,
      },
      {
        id: main.id,
        address: awkward,
        council: { id: 1 },
        target: { id: 1 },
        idTarget: 1,
        mainEntityId: null,
        mainLegalEntityName: 'La entidad es principal',
        disabled: false,
      },
      { id: plain.id, name: 'ría =suma', cif: '+B33', postalCode: '33001' },
    ]);

    const second = await pageJson({ where, limit: 2, offset: 2 });
    expect(second).toBe(await serialized({ where, limit: 2, offset: 2 }));
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
