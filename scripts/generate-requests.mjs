#!/usr/bin/env node
// Fills a store with the data set of the requests and administration benchmarks:
//
//   node scripts/generate-requests.mjs --users 20000 --entities 10000 --activities 2000 --orders 100000
//
// on DATABASE_URL when set, else on the embedded store of DATA_DIR (default ./data; not while a
// server holds it). The store is migrated and its reference data loaded first. It adds, to
// organization 1 (`--organization`):
//   - a catalogue (scripts/generate-catalogue.mjs): five gestores (DNI 50000001W…, password
//     demo1234), `--campaigns` campaigns (default: one for 20 activities) over the last four
//     school years, and the activities (1 in 5 inactive, 1 in 33 an event; about 1 in 5 with a
//     date and a visit type, which count places per date); each event gets a dated line a month
//     from a year back to a year ahead, and 1 in 4 is hidden from the calendar;
//   - users: valid DNIs with their mod-23 letter (1 in 25 an NIE), names and two surnames,
//     unique e-mails, phones, addresses and councils; 1 in 1,000 a gestor, 1 in 5,000 an
//     administrator, 1 in 53 disabled; all log in with demo1234;
//   - entities: main entities of every target (schools, associations, councils, companies,
//     others) with a valid CIF of their kind, and 1 in 5 a centre (main_entity_id);
//   - orders of the enabled participants, over about three years: states spread by whether the
//     activity is over, answers of the activity's request form in the stored shape
//     `[{ name, label, type, value }]` with the visitors and requested date columns, management
//     answers once a manager handled it (3 in 10 orders with an appointment, its agreed date
//     and time from a year back to a year ahead, also in the agreed columns), individual
//     requests, validated and proposed entities, the state history rows, the entity
//     representatives and the files the answers name;
//   - the reports' facts of every new order (apps/api/src/features/reports/facts-writer.ts),
//     checked to hold visitors, visit types, dates, prices, buses and containers.
// Then it runs VACUUM (ANALYZE), as a server's autovacuum soon does after a bulk load and the
// embedded store's daily VACUUM (apps/api/src/db/embedded-vacuum.ts). Every table is written by
// a few INSERT … SELECT generate_series statements (scripts/lib/requests-inserts.mjs).
// `generateRequests(db, options)` does the same on an open Drizzle handle (scripts/bench uses
// it). Running it again adds another data set.
import { sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCatalogue } from './generate-catalogue.mjs';
import { GESTOR_PASSWORD } from './lib/catalogue-inserts.mjs';
import {
  insertEntities,
  insertEventLines,
  insertOrders,
  keepOrderListRows,
  insertUsers,
} from './lib/requests-inserts.mjs';
import { countOptions, withGeneratorStore } from './lib/generator-store.mjs';
import { importTs, repoUrl } from './lib/typescript.mjs';

export const REQUESTS = {
  users: 20_000,
  entities: 10_000,
  activities: 2_000,
  orders: 100_000,
};

/** Everyone the generator makes logs in with this password (as the catalogue's gestores). */
export const USER_PASSWORD = GESTOR_PASSWORD;

const rowsOf = (result) => result.rows ?? result;

/** A few generated DNIs, NIEs and CIFs checked by the shared validators: the SQL must be right. */
async function checkIdentifiers(db, made) {
  const [{ isValidPersonalId }, { isValidCif }] = await Promise.all([
    importTs(repoUrl('packages/shared/src/validators/personal-id.ts')),
    importTs(repoUrl('packages/shared/src/validators/cif.ts')),
  ]);
  const users = rowsOf(
    await db.execute(
      sql`select username from users where id between ${made.users.first} and ${made.users.last}
        order by id limit 500`,
    ),
  );
  const entities = rowsOf(
    await db.execute(
      sql`select cif from entities where id between ${made.entities.first} and ${made.entities.last}
        order by id limit 500`,
    ),
  );
  const badUser = users.find((u) => !isValidPersonalId(u.username));
  const badCif = entities.find((e) => !isValidCif(e.cif));
  if (badUser) throw new Error(`generated an invalid DNI/NIE: ${badUser.username}`);
  if (badCif) throw new Error(`generated an invalid CIF: ${badCif.cif}`);
}

/**
 * Orders with and without an appointment read again by the application's rule
 * (packages/shared/src/forms/appointment.ts): the agreed columns must be what saving their
 * answers would write (docs/product/calendar.md#appointments).
 */
async function checkAppointments(db, made) {
  const { appointmentOf } = await importTs(repoUrl('packages/shared/src/forms/appointment.ts'));
  const orders = rowsOf(
    await db.execute(
      sql`select id, user_data, user_data_management, agreed_date::text as agreed_date,
          agreed_time, agreed_end_time
        from orders where id between ${made.orders.first} and ${made.orders.last}
          and id % 97 = 0 order by id limit 1000`,
    ),
  );
  const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : value);
  const wrong = orders.find((o) => {
    const read = appointmentOf(parsed(o.user_data), parsed(o.user_data_management));
    return (
      read.agreedDate !== o.agreed_date ||
      read.agreedTime !== o.agreed_time ||
      read.agreedEndTime !== o.agreed_end_time
    );
  });
  if (wrong) throw new Error(`order ${wrong.id}: its agreed columns are not its answers'`);
  const [kept] = rowsOf(
    await db.execute(sql`select
        (select count(*) from calendar_appointment_rows)::int as expected,
        (select count(*) from calendar_appointments)::int as kept`),
  );
  if (kept.expected !== kept.kept) {
    throw new Error(`calendar_appointments holds ${kept.kept} rows, not ${kept.expected}`);
  }
}

/**
 * The generated orders' report facts (docs/product/reporting.md#facts): one row an order, and
 * the reports' measures present (visitors, visit types with their hours, requested and completion
 * dates, prices, buses with their cost and pickup, containers); answers how many have each.
 */
async function checkFacts(db, made) {
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as rows, count(f.visitors)::int as visitors,
          count(f.visit_hours)::int as visit_hours, count(f.requested_date)::int as requested,
          count(f.completion_date)::int as completed, count(f.price)::int as prices,
          count(*) filter (where f.bus and f.bus_cost is not null and f.pickup is not null)::int
            as buses,
          count(f.blue_containers)::int as containers
        from order_report_facts f
        where f.order_id between ${made.orders.first} and ${made.orders.last}`,
    ),
  );
  const counts = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  if (counts.rows !== made.orders.count) {
    throw new Error(`${counts.rows} report facts rows for ${made.orders.count} orders`);
  }
  const missing = Object.entries(counts).filter(([, n]) => n === 0);
  if (missing.length > 0) {
    throw new Error(`no generated order has ${missing.map(([k]) => k).join(', ')} in its facts`);
  }
  return counts;
}

/**
 * Settings of the bulk load, until the transaction ends: sorts and hashes in memory and hash
 * joins (the estimates of generate_series and CTEs are far off, and a merge join sorts the rows
 * on disk), no JIT (PostgreSQL spends seconds compiling these statements); and, for a superuser
 * (the bench's stores), no foreign-key triggers (`session_replication_role = replica`), which
 * check each of the ~500,000 rows with a query of their own: the SQL makes every row
 * consistent. Answers whether the triggers are off.
 */
async function bulkLoadSettings(tx) {
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local enable_mergejoin = off`);
  const [row] = rowsOf(
    await tx.execute(
      sql`select current_setting('is_superuser') as su,
        current_setting('jit', true) is not null as has_jit`,
    ),
  );
  if (row?.has_jit) await tx.execute(sql`set local jit = off`);
  if (row?.su !== 'on') return false;
  await tx.execute(sql`set local session_replication_role = replica`);
  return true;
}

/**
 * Adds the catalogue, users, entities and orders (options as REQUESTS, plus `campaigns`,
 * `organizationId`); the store must be migrated with its reference data loaded. Answers what
 * was made (id ranges and counts) and the time each step took.
 */
export async function generateRequests(db, options = {}) {
  const {
    users = REQUESTS.users,
    entities = REQUESTS.entities,
    activities = REQUESTS.activities,
    orders = REQUESTS.orders,
    campaigns = Math.max(1, Math.round(activities / 20)),
    organizationId = 1,
  } = options;
  const started = performance.now();
  const steps = {};
  const timed = async (name, fn) => {
    const t0 = performance.now();
    const result = await fn();
    steps[name] = performance.now() - t0;
    return result;
  };
  const catalogue = await timed('catalogue', () =>
    generateCatalogue(db, { campaigns, activities, organizationId, years: 4 }),
  );
  const [first, last] = rowsOf(
    await db.execute(
      sql`select min(id) as first, max(id) as last from activities
        where campaign_id between ${catalogue.campaignIds[0]} and ${catalogue.campaignIds[1]}`,
    ),
  ).map((r) => [Number(r.first), Number(r.last)])[0];
  const events = await timed('events', () => insertEventLines(db, { first, last }));
  const { hashPassword } = await importTs(repoUrl('apps/api/src/plugins/passwords.ts'));
  const passwordHash = await hashPassword(USER_PASSWORD, { memoryCost: 19_456, timeCost: 2 });
  const { madeUsers, madeEntities, madeOrders, checksOff } = await db.transaction(async (tx) => {
    const checksOff = await bulkLoadSettings(tx);
    const madeUsers = await timed('users', () =>
      insertUsers(tx, { count: users, organizationId, passwordHash }),
    );
    const madeEntities = await timed('entities', () => insertEntities(tx, { count: entities }));
    const madeOrders =
      orders > 0
        ? await timed('orders', () =>
            insertOrders(tx, {
              count: orders,
              activities: { first, last },
              users: madeUsers,
              entities: madeEntities,
              organizationId,
            }),
          )
        : { count: 0, appointments: 0, history: 0, entityUsers: 0, files: 0 };
    if (checksOff && madeOrders.count > 0) {
      await timed('order list rows', () => keepOrderListRows(tx, madeOrders));
    }
    return { madeUsers, madeEntities, madeOrders, checksOff };
  });
  // The reports' facts of the new orders, by the application's own writer
  // (docs/product/reporting.md#facts), 1,000 orders a transaction.
  await timed('facts', async () => {
    if (madeOrders.count === 0) return;
    const { rebuildReportFacts } = await importTs(
      repoUrl('apps/api/src/features/reports/facts-writer.ts'),
    );
    await rebuildReportFacts(db, { ids: { first: madeOrders.first, last: madeOrders.last } });
  });
  await timed('vacuum', async () => {
    for (const table of [
      'users',
      'entities',
      'entity_users',
      'orders',
      'answer_shapes',
      'order_export_lines',
      'order_state_history',
      'order_files',
      'order_report_facts',
      'order_counts',
      'campaign_order_counts',
      'order_hour_counts',
      'calendar_appointments',
    ]) {
      await db.execute(sql.raw(`vacuum (analyze) ${table}`));
    }
  });
  const made = {
    catalogue,
    events,
    users: madeUsers,
    entities: madeEntities,
    orders: madeOrders,
  };
  await checkIdentifiers(db, made);
  await checkAppointments(db, made);
  if (madeOrders.count > 0) made.facts = await checkFacts(db, made);
  return {
    ...made,
    activities: { first, last },
    foreignKeyChecks: !checksOff,
    steps,
    ms: performance.now() - started,
  };
}

/** One line saying what `generateRequests` made. */
export function describeRequests(made) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${made.catalogue.campaigns} campaigns, ${made.catalogue.activities} activities ` +
    `(${made.events.events} events with ${made.events.lines} dated lines), ` +
    `${made.users.count} users, ${made.entities.count} entities (${made.entities.centres} centres), ` +
    `${made.orders.count} orders (${made.orders.appointments} with an appointment, ` +
    `${made.orders.history} history rows, ` +
    `${made.orders.entityUsers} representatives, ${made.orders.files} files` +
    (made.facts
      ? `; report facts with ${made.facts.buses} buses, ${made.facts.prices} prices`
      : '') +
    `) in ${seconds(made.ms)} ` +
    `(${Object.entries(made.steps)
      .map(([step, ms]) => `${step} ${seconds(ms)}`)
      .join(', ')})`
  );
}

function parseArgs(argv) {
  return countOptions(argv, {
    script: 'generate-requests.mjs',
    defaults: { ...REQUESTS, organizationId: 1 },
    names: {
      users: 'users',
      entities: 'entities',
      activities: 'activities',
      orders: 'orders',
      campaigns: 'campaigns',
      organization: 'organizationId',
    },
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await withGeneratorStore((db) => generateRequests(db, options), describeRequests);
  console.log(`every generated user logs in with the password ${USER_PASSWORD}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`generate-requests: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
