import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { startEmbeddedVacuum } from './embedded-vacuum.ts';

const quietLog = () => {
  const lines: string[] = [];
  return { lines, info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startEmbeddedVacuum', () => {
  it('marks the pages of a loaded table all-visible and refreshes its statistics', async () => {
    const pglite = await PGlite.create();
    try {
      await pglite.exec(`create table t (id int primary key, v text);
        insert into t select g, 'fila ' || g from generate_series(1, 5000) g;`);
      const before = await pglite.query<{ visible: number; tuples: number }>(
        `select relallvisible as visible, reltuples as tuples from pg_class where relname = 't'`,
      );
      expect(before.rows[0]?.visible).toBe(0);

      const log = quietLog();
      const vacuum = startEmbeddedVacuum(pglite, log, { firstAfterMs: 60_000, everyMs: 60_000 });
      await vacuum.runNow();
      await vacuum.stop();

      const after = await pglite.query<{ visible: number; tuples: number }>(
        `select relallvisible as visible, reltuples as tuples from pg_class where relname = 't'`,
      );
      expect(after.rows[0]?.visible).toBeGreaterThan(0);
      expect(after.rows[0]?.tuples).toBe(5000);
      expect(log.lines).toEqual([expect.stringMatching(/^VACUUM \(ANALYZE\) en \d+ ms$/)]);
    } finally {
      await pglite.close();
    }
  });

  it('runs first after its delay, then on every period, one run at a time, until stopped', async () => {
    let runs = 0;
    let release = () => {};
    const exec = () => {
      runs++;
      return new Promise<never[]>((resolve) => {
        release = () => resolve([]);
      });
    };
    const vacuum = startEmbeddedVacuum({ exec }, quietLog(), { firstAfterMs: 20, everyMs: 20 });
    expect(runs).toBe(0);
    await sleep(60);
    // The first run is still under way: the timer waits for it and runNow joins it.
    expect(runs).toBe(1);
    const joined = vacuum.runNow();
    expect(runs).toBe(1);
    release();
    await joined;
    await sleep(60);
    expect(runs).toBe(2);
    const stopping = vacuum.stop();
    release();
    await stopping;
    await sleep(60);
    expect(runs).toBe(2);
  });

  it('logs a failed run and tries again at the next one', async () => {
    const log = quietLog();
    let runs = 0;
    const exec = () => {
      runs++;
      return Promise.reject(new Error('disco lleno'));
    };
    const vacuum = startEmbeddedVacuum({ exec }, log, { firstAfterMs: 5, everyMs: 5 });
    await sleep(80);
    await vacuum.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(log.lines[0]).toBe('VACUUM (ANALYZE) falló: Error: disco lleno');
  });
});
