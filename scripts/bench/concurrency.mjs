// The workload of apps/api/src/features/orders/create/concurrency.test.ts ("lets exactly 10 of 200
// simultaneous requests take the 10 places"), timed on the requests data set through the real
// HTTP server of the app served in this process: an open activity (active, in an active
// campaign, ending next year, the default management fields, no request form, so no date or
// visit type) with 10 places; 20 participants, each with a session token; 200 multipart
// `POST /api/order/create/` (`idActivity`, `idEntity` -1) sent at once by a child process
// (burst-child.mjs). The time runs from the first request sent to the last response. One
// burst warms up on its own activity, then three are timed, each on a new activity; the bar
// (2 s) is on their median, and each must be right: 10 answers 200, 190 answer 409 CANCEL, and
// exactly 10 orders of the activity hold places (states 1, 2, 5).
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { importTs, repoUrl } from '../lib/typescript.mjs';
import { track } from './processes.mjs';
import { ms, percentile, report } from './report.mjs';

const REQUESTS = 200;
const APPLICANTS = 20;
const PLACES = 10;
const RUNS = 3;
const BAR_MS = 2000;

const rowsOf = (result) => result.rows ?? result;
const child = fileURLToPath(new URL('./burst-child.mjs', import.meta.url));

/** A new open activity with `PLACES` places in a new active campaign; answers its id. */
async function openActivity(db, label) {
  const { newDefaultManagementForm } = await importTs(
    repoUrl('packages/shared/src/forms/default-management-fields.ts'),
  );
  const nextYear = new Date().getFullYear() + 1;
  const [row] = rowsOf(
    await db.execute(sql`
      with c as (
        insert into campaigns (organization_id, name, active, start_date, end_date, edition)
        values (1, ${`Campaña de la prueba de concurrencia (${label})`}, true, '2020-01-01',
          ${`${nextYear}-12-31`}, '2020/21')
        returning id
      )
      insert into activities (campaign_id, name, active, places, start_date, end_date,
        form_metadata, form_metadata_management, has_date_and_visit_type)
      select c.id, ${`Actividad con ${PLACES} plazas (${label})`}, true, ${PLACES}, '2020-01-01',
        ${`${nextYear}-12-31`}, '[]'::jsonb, ${JSON.stringify(newDefaultManagementForm())}::text::jsonb,
        false
      from c
      returning id`),
  );
  return Number(row.id);
}

/** The multipart body of order/create/ for the activity, as the request form sends it. */
function orderForm(activityId) {
  const boundary = `----pedido${randomBytes(12).toString('hex')}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = `${field('idActivity', activityId)}${field('idEntity', -1)}--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function burst(url, requests) {
  return new Promise((resolve, reject) => {
    const proc = track(fork(child, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    let answered = false;
    proc.once('message', (msg) => {
      answered = true;
      resolve(msg);
    });
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (!answered) reject(new Error(`the burst process exited with ${code}`));
    });
    proc.send({ url, requests });
  });
}

const tally = (values) =>
  values.reduce(
    (acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }),
    /** @type {Record<string, number>} */ ({}),
  );

async function oneBurst(ctx, tokens, label) {
  const { store, server } = ctx;
  const activityId = await openActivity(store.db, label);
  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const { body, type } = orderForm(activityId);
    return {
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': type },
      body: Buffer.from(body).toString('base64'),
    };
  });
  const result = await burst(`${server.base}/api/order/create/`, requests);
  const [held] = rowsOf(
    await store.db.execute(sql`
      select count(*) filter (where state_id in (1, 2, 5))::int as held, count(*)::int as orders
      from orders where activity_id = ${activityId}`),
  );
  const statuses = tally(result.replies.map((r) => r.status));
  const refusals = tally(result.replies.filter((r) => r.status === 409).map((r) => r.key));
  const right =
    statuses[200] === PLACES &&
    statuses[409] === REQUESTS - PLACES &&
    refusals.CANCEL === REQUESTS - PLACES &&
    Number(held.held) === PLACES &&
    Number(held.orders) === PLACES;
  const sortedAt = Float64Array.from(result.replies.map((r) => r.at)).sort();
  return {
    ms: result.ms,
    p50: percentile(sortedAt, 50),
    statuses,
    refusals,
    held: Number(held.held),
    orders: Number(held.orders),
    right,
  };
}

export async function measureConcurrency(ctx) {
  const { store, server } = ctx;
  const label = `${store.name} ${REQUESTS} concurrent order/create/ (${PLACES} places)`;
  console.log(`\n  ${label}`);
  const applicants = rowsOf(
    await store.db.execute(sql`
      select id from users where role = 0 and not disabled and organization_id = 1
        and rgpd_agreed and email <> '' and council_id is not null
        and id between ${ctx.made.users.first} and ${ctx.made.users.last}
      order by id limit ${APPLICANTS}`),
  ).map((r) => Number(r.id));
  // Each applicant's token belongs to a session of its own, as a login's (tokens carry `sid`).
  const { openUserSession } = await importTs(repoUrl('apps/api/src/plugins/user-sessions.ts'));
  const tokens = await Promise.all(
    applicants.map(async (id) => server.app.tokens.sign(id, await openUserSession(store.db, id))),
  );
  const warm = await oneBurst(ctx, tokens, 'calentamiento');
  console.log(`    warm-up: ${ms(warm.ms, 0)}, ${JSON.stringify(warm.statuses)}`);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await oneBurst(ctx, tokens, `medida ${run}`);
    runs.push(result);
    console.log(
      `    run ${run}: ${ms(result.ms, 0)} (half answered by ${ms(result.p50, 0)}); statuses ` +
        `${JSON.stringify(result.statuses)}, 409 ${JSON.stringify(result.refusals)}; ` +
        `${result.held} orders hold places, ${result.orders} stored`,
    );
  }
  const median = percentile(Float64Array.from(runs.map((r) => r.ms)).sort(), 50);
  const wrong = runs.filter((r) => !r.right);
  report(
    `${label}: time of the burst, median of ${RUNS}`,
    `${ms(median, 0)} (runs ${runs.map((r) => ms(r.ms, 0)).join(', ')}; ${APPLICANTS} applicants, through HTTP)`,
    `≤ ${BAR_MS} ms`,
    median <= BAR_MS,
  );
  report(
    `${label}: places`,
    wrong.length === 0
      ? `every run: 10 × 200, 190 × 409 CANCEL, exactly ${PLACES} orders stored, all holding places`
      : `wrong in ${wrong.length} run(s): ${wrong
          .map(
            (r) =>
              `${JSON.stringify(r.statuses)} ${JSON.stringify(r.refusals)}, ${r.held} hold places of ${r.orders}`,
          )
          .join('; ')}`,
    `exactly ${PLACES} hold places`,
    wrong.length === 0,
  );
  return runs;
}
