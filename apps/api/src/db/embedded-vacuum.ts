import type { PGlite } from '@electric-sql/pglite';

/**
 * When the embedded store is vacuumed: PGlite is PostgreSQL in single-user mode, without the
 * autovacuum a server runs, so nothing else ever marks pages all-visible (index-only scans, as
 * the order lists' page-0 counts use, then read the table) or refreshes the planner's
 * statistics. The first run waits until start-up and its first requests are over.
 */
const EMBEDDED_VACUUM = { firstAfterMs: 10 * 60_000, everyMs: 24 * 60 * 60_000 };

export interface EmbeddedVacuum {
  /** Runs a VACUUM (ANALYZE) now (the timer's runs go through here too). */
  runNow(): Promise<void>;
  /** No more runs; waits for one under way, so that the store can then be closed. */
  stop(): Promise<void>;
}

/**
 * Vacuums and analyzes the whole embedded store on `schedule`. PGlite queues the command
 * behind the transactions under way, and requests wait for it (2 to 3 s at 100,000
 * orders), which is why it runs once a day. A failure is logged and retried at the next run.
 */
export function startEmbeddedVacuum(
  pglite: Pick<PGlite, 'exec'>,
  log: { info(msg: string): void; error(msg: string): void },
  schedule = EMBEDDED_VACUUM,
): EmbeddedVacuum {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const plan = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().finally(() => plan(schedule.everyMs)), ms);
    timer.unref();
  };

  function runNow(): Promise<void> {
    if (running) return running;
    const started = performance.now();
    running = pglite
      .exec('vacuum (analyze)')
      .then(() => log.info(`VACUUM (ANALYZE) en ${Math.round(performance.now() - started)} ms`))
      .catch((err: unknown) => log.error(`VACUUM (ANALYZE) falló: ${String(err)}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  plan(schedule.firstAfterMs);
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
