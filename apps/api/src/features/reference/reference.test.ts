import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { councils } from '../../db/schema/users.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

describe('reference lists (public)', () => {
  it('GET /api/order/get-councils/ answers the 78 Asturian councils in id order', async () => {
    const res = await t.anon.get('/api/order/get-councils/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const list = res.json<{ id: number; value: string }[]>();
    expect(list).toHaveLength(78);
    expect(list.map((c) => c.id)).toEqual([...list.map((c) => c.id)].sort((a, b) => a - b));
    expect(list).toContainEqual({ id: 44, value: 'Oviedo' });
    for (const council of list) expect(Object.keys(council).sort()).toEqual(['id', 'value']);
  });

  it('GET /api/order/get-targets/ answers the targets, 2 being the citizens', async () => {
    const res = await t.anon.get('/api/order/get-targets/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    expect(res.json()).toContainEqual({ id: 2, value: 'Ciudadanía' });
  });

  it('GET /api/order/get-states/ answers the order states 1 to 6', async () => {
    const res = await t.anon.get('/api/order/get-states/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, value: 'Pendiente' },
      { id: 2, value: 'Aceptada' },
      { id: 3, value: 'Denegada' },
      { id: 4, value: 'Anulada' },
      { id: 5, value: 'Realizada' },
      { id: 6, value: 'En lista de espera' },
    ]);
  });

  it('answers from memory after the first read', async () => {
    await t.anon.get('/api/order/get-councils/');
    const [first] = await t.db.select().from(councils).where(eq(councils.id, 1));
    await t.db.update(councils).set({ value: 'Cambiado' }).where(eq(councils.id, 1));
    try {
      const list = (await t.anon.get('/api/order/get-councils/')).json<
        { id: number; value: string }[]
      >();
      expect(list.find((c) => c.id === 1)?.value).toBe(first?.value);
    } finally {
      await t.db
        .update(councils)
        .set({ value: first?.value ?? '' })
        .where(eq(councils.id, 1));
    }
  });
});
