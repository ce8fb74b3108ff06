// Part of group `calendar` (calendar.mjs): a private .ics feed of 500 appointments
// (docs/product/calendar.md#ical-feeds), bar 100 ms.
//
// On the requests data set of the embedded store (requests-store.mjs: 100,000 orders, made once a
// run and shared with the other calendar measurements), a new participant gets 500 accepted or
// done orders whose agreed dates spread over the calendar's window (a third of them untimed,
// all-day) and over the active activities of active campaigns (the calendar shows no other),
// and a feed token, all written in SQL. Its feed's address is then read at 1 connection by
// autocannon in its own process (load.mjs), after a warm-up: the bar is on the p95 of every
// response; the median is shown beside it. The file is checked first: 200, text/calendar, 500
// events and one VTIMEZONE.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { storeKinds } from './in-process.mjs';
import { load } from './load.mjs';
import { ms, report } from './report.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';

const APPOINTMENTS = 500;
const BAR_MS = 100;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 10;

const rowsOf = (result) => result.rows ?? result;

/** A participant with APPOINTMENTS appointments in the window and a feed token; its token. */
async function feedOwner(db) {
  const suffix = randomBytes(4).toString('hex');
  const [user] = rowsOf(
    await db.execute(sql`
      insert into users (username, password_hash, name, surname, email, council_id, role,
        organization_id, rgpd_agreed)
      values (${`F${suffix}`}, 'not-a-login', 'Feed', 'De quinientas citas',
        ${`feed.${suffix}@bench.test`}, 1, 0, 1, true)
      returning id`),
  );
  const userId = Number(user.id);
  // Dates from 150 days back to 330 ahead: inside the window (first day of the month 6 back to
  // the last of the month 12 ahead) whatever today is.
  await db.execute(sql`
    with catalogue as (
      select a.id, row_number() over (order by a.id) as n, count(*) over () as total
      from activities a join campaigns c on c.id = a.campaign_id
      where a.active and c.active and c.organization_id = 1
    )
    insert into orders (user_id, activity_id, state_id, agreed_date, agreed_time, agreed_end_time,
      entity_id)
    select ${userId},
      (select id from catalogue where n = 1 + (g * 7) % catalogue_size.total),
      case when g % 4 = 0 then 5 else 2 end,
      current_date - 150 + (g * 480 / ${APPOINTMENTS}),
      case when g % 3 = 0 then null else lpad((9 + g % 5)::text, 2, '0') || ':30' end,
      case when g % 3 = 0 or g % 2 = 0 then null else lpad((11 + g % 5)::text, 2, '0') || ':00' end,
      (select id from entities order by id limit 1 offset (g % 50))
    from generate_series(1, ${APPOINTMENTS}) as g,
      (select max(total) as total from catalogue) as catalogue_size`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(
    sql`insert into calendar_feed_tokens (user_id, token) values (${userId}, ${token})`,
  );
  await db.execute(sql`analyze orders`);
  return token;
}

export async function measurePrivateFeed() {
  const [embedded] = storeKinds();
  const ctx = await requestsStore(embedded);
  const name = `${ctx.store.name}: private .ics feed of ${APPOINTMENTS} appointments`;
  const token = await feedOwner(ctx.store.db);
  const url = `${ctx.server.base}/api/calendar/feed/${token}.ics`;

  const first = await fetch(url);
  const body = await first.text();
  const events = body.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0;
  const zones = body.match(/^BEGIN:VTIMEZONE\r$/gm)?.length ?? 0;
  const type = first.headers.get('content-type');
  const right =
    first.status === 200 && type === 'text/calendar; charset=utf-8' && events === APPOINTMENTS;
  report(
    `${name}: the file`,
    `${first.status} ${type}, ${events} events, ${zones} VTIMEZONE, ${(body.length / 1024).toFixed(1)} KB`,
    `200, ${APPOINTMENTS} events`,
    right && zones === 1,
  );
  if (!right) return;

  await load({ url, connections: 1, duration: WARM_UP_SECONDS });
  reportLoad(name);
  const run = await load({ url, connections: 1, duration: MEASURE_SECONDS });
  report(
    `${name}: 1 connection, ${MEASURE_SECONDS} s`,
    `p95 ${ms(run.p95)} (median ${ms(run.p50)}, p99 ${ms(run.p99)}, max ${ms(run.max)}; ${run.count} requests, ${run.failures} failed)`,
    `p95 ≤ ${BAR_MS} ms`,
    run.failures === 0 && run.count > 0 && run.p95 <= BAR_MS,
  );
}
