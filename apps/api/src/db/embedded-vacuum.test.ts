import { afterEach, describe, expect, it, vi } from 'vitest';
import { migratedSnapshot } from '../../test/snapshot.ts';
import { openDatabase } from './client.ts';
import { startEmbeddedVacuum } from './embedded-vacuum.ts';

const quietLog = () => {
  const lines: string[] = [];
  return { lines, info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
};

describe('startEmbeddedVacuum', () => {
  afterEach(() => vi.useRealTimers());

  // Opens an embedded store: seconds, many more on a busy machine.
  it(
    'marks the pages of a loaded table all-visible and refreshes its statistics',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ loadDataDir: migratedSnapshot() });
      const { pglite } = database;
      if (!pglite) throw new Error('openDatabase({}) should give an embedded PGlite');
      try {
        // Some pages' worth of rows: enough for the map of visible pages, little to load.
        await pglite.exec(`create table t (id int primary key, v text);
        insert into t select g, 'fila ' || g from generate_series(1, 1000) g;`);
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
        expect(after.rows[0]?.tuples).toBe(1000);
        expect(log.lines).toEqual([expect.stringMatching(/^VACUUM \(ANALYZE\) en \d+ ms$/)]);
      } finally {
        await database.close();
      }
    },
  );

  it('runs first after its delay, then on every period, one run at a time, until stopped', async () => {
    let runs = 0;
    let release = () => {};
    const exec = () => {
      runs++;
      return new Promise<never[]>((resolve) => {
        release = () => resolve([]);
      });
    };
    vi.useFakeTimers();
    const vacuum = startEmbeddedVacuum({ exec }, quietLog(), { firstAfterMs: 20, everyMs: 20 });
    await vi.advanceTimersByTimeAsync(19);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // The first run is still under way: the timer waits for it and runNow joins it.
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    const joined = vacuum.runNow();
    expect(runs).toBe(1);
    release();
    await joined;
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toBe(2);
    const stopping = vacuum.stop();
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
  });

  it('logs a failed run and tries again at the next one', async () => {
    const log = quietLog();
    let runs = 0;
    const exec = () => {
      runs++;
      return Promise.reject(new Error('disco lleno'));
    };
    vi.useFakeTimers();
    const vacuum = startEmbeddedVacuum({ exec }, log, { firstAfterMs: 5, everyMs: 5 });
    await vi.advanceTimersByTimeAsync(10);
    await vacuum.stop();
    expect(runs).toBe(2);
    expect(log.lines[0]).toBe('VACUUM (ANALYZE) falló: Error: disco lleno');
  });
});
