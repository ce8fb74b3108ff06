import { toDisplayDate } from '@extranet/shared/forms/answer-rules';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { runAutomaticReminders, type AutomaticRun } from './automatic-reminders.ts';

/** What the job uses from the app. */
export type ReminderJobApp = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The Spanish line each run leaves in the log. */
export const runSummary = (run: AutomaticRun): string =>
  run.day === null
    ? 'Recordatorios automáticos desactivados (REMINDER_DAYS_BEFORE=0)'
    : `Recordatorios automáticos de las citas del ${toDisplayDate(run.day)}: ` +
      `${counted(run.reminded, 'recordatorio', 'recordatorios')}, ` +
      `${counted(run.queued, 'correo en cola', 'correos en cola')}`;

/**
 * The daily appointment reminders (docs/product/calendar.md#automatic-reminders): a run at start
 * and one every day at `config.reminders.hour`:00 of the TIME_ZONE setting, through croner, which
 * keeps the local hour across summer-time changes and never starts a run while one is under way.
 * A failed run (the database away) is logged; the next one does its work, as a run only records
 * what it sent. `stop()` waits for a run under way, so the server closes the database after it.
 */
export function startReminderJob(app: ReminderJobApp): { stop(): Promise<void> } {
  const { daysBefore, hour } = app.config.reminders;
  if (daysBefore <= 0) {
    app.log.info(runSummary({ day: null, reminded: 0, queued: 0 }));
    return { stop: async () => undefined };
  }
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runAutomaticReminders({ db: app.db, publicUrl: app.config.publicUrl, daysBefore })
      .then((result) => app.log.info(runSummary(result)))
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) {
          app.log.warn({ err }, 'Recordatorios automáticos: la base de datos no responde');
        } else app.log.error({ err }, 'Recordatorios automáticos: la ejecución ha fallado');
      });
    return running;
  };
  const job = new Cron(
    `0 ${hour} * * *`,
    { timezone: app.config.timeZone, protect: true, unref: true },
    run,
  );
  void run();
  return {
    async stop() {
      job.stop();
      await running;
    },
  };
}
