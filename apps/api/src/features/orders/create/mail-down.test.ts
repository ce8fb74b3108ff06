import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/orders.ts';
import { mailOutbox } from '../../../db/schema/users.ts';
import { drainOutbox, startOutboxWorker } from '../../../mail/outbox-worker.ts';
import { makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { startSmtpSink } from '../../../../test/smtp-sink.ts';
import { createOrderAs, makeOpenActivity } from '../../../../test/order-form.ts';

// The mailer points at a port where nobody listens: the mail server is down
// (docs/architecture.md#mail).
const t = useTestApp({ smtp: 'closed' });

describe('a request while the mail server is down', () => {
  it('is saved at once, and its mail arrives once the server is back', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db, { name: 'Visita nocturna' });
    const res = await createOrderAs(t.as(user), { idActivity: activity.id });
    expect(res.statusCode).toBe(200);
    const id: number = res.json().order.id;
    expect(await t.db.select().from(orders).where(eq(orders.id, id))).toHaveLength(1);

    expect(await drainOutbox(t.app)).toMatchObject({ retried: 1, sent: 0 });
    const [pending] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

    const port = Number(new URL(t.config.smtpUrl ?? '').port);
    const sink = await startSmtpSink(port);
    const worker = startOutboxWorker(t.app);
    try {
      const mail = await sink.waitFor((m) => m.to === user.email);
      expect(mail.subject).toBe(`Solicitud ${id} registrada: Visita nocturna`);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });
});
