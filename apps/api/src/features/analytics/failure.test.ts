import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

// A database of its own: this file breaks it on purpose.
const t = useTestApp();

describe('an analytics file that cannot be made', () => {
  // docs/product/README.md#error-catalogue
  it("answers 500 with the server's Spanish message before anything is sent", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    await t.db.execute(sql`alter table order_states rename to order_states_gone`);
    for (const name of ['estados.csv', 'solicitudes.csv', 'analitica.xlsx']) {
      const res = await t.as(admin).get(`/api/user/${admin.id}/getfile/${name}`);
      expect(res.statusCode, name).toBe(500);
      expect(res.json(), name).toEqual({
        error: 'export failed',
        message: 'No se ha podido generar el fichero de exportación',
      });
    }
  });
});
