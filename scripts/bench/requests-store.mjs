// The store of the requests and administration groups (`orders`, `admin`): per store kind, a
// new store (PGlite in a temp folder, or a throw-away PostgreSQL cluster: in-process.mjs) filled
// by scripts/generate-requests.mjs (20,000 users, 10,000 entities, 2,000 activities, 100,000
// orders), served by buildApp() in this process, with the sessions the measurements use. It is
// made once a run and kept open for both groups (closed at the end of the run), so
// `npm run bench -- orders admin` generates each store once. The group `reports` asks for a
// larger data set (200,000 orders, reports.mjs), made and kept the same way.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import {
  describeRequests,
  generateRequests,
  REQUESTS,
  USER_PASSWORD,
} from '../generate-requests.mjs';
import { openStore, serve } from './in-process.mjs';
import { DEMO, login, onCleanup } from './processes.mjs';
import { report } from './report.mjs';

const stores = new Map();
const rowsOf = (result) => result.rows ?? result;

/** The 1-minute load average, as the rows of these groups print it. */
export const load1 = () => loadavg()[0].toFixed(2);

/** A row saying how busy the machine is before a measurement (2 cores shared: it matters). */
export const reportLoad = (what) => report(`load average before ${what}`, load1());

/**
 * Writes the generated data set out before anything is measured: the store's checkpoint, then
 * the kernel's dirty pages (sync). Otherwise the hundreds of MB just written are flushed while
 * the first measurements run, which a server started on an existing store never meets.
 */
async function settle(store) {
  const started = performance.now();
  await store.db.execute(sql`checkpoint`);
  execFileSync('sync');
  return `checkpoint and sync in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

async function makeStore(kind, counts) {
  const store = await openStore(kind);
  let server;
  try {
    console.log(
      `\n(requests data set, ${counts.orders} orders) ${store.name}: generating… (load ${load1()})`,
    );
    const made = await generateRequests(store.db, counts);
    report(`${store.name}: generated requests data set`, describeRequests(made));
    report(`${store.name}: data set written to disk`, await settle(store));
    server = await serve(store);
    // The gestor supervising the most orders, as its list is the one a gestor waits for.
    const [gestor] = rowsOf(
      await store.db.execute(sql`
        select u.id, u.username, count(*)::int as orders
        from orders o join activities a on a.id = o.activity_id
          join campaigns c on c.id = a.campaign_id join users u on u.id = c.supervisor_id
        where u.role = 1 group by u.id, u.username order by count(*) desc, u.id limit 1`),
    );
    const ctx = {
      store,
      server,
      made,
      gestor: { id: Number(gestor.id), orders: Number(gestor.orders) },
      users: {
        admin: await login(server.base, DEMO.admin),
        gestor: await login(server.base, { username: gestor.username, password: USER_PASSWORD }),
      },
    };
    onCleanup(async () => {
      await server.close();
      await store.close();
    });
    return ctx;
  } catch (err) {
    await server?.close();
    await store.close();
    throw err;
  }
}

/**
 * The generated and served store of `kind` (storeKinds()), made on the first call of a run;
 * `counts` (generate-requests.mjs's options, REQUESTS by default) makes another data set, kept
 * apart (the reports group's 200,000 orders).
 */
export function requestsStore(kind, counts = REQUESTS) {
  const key = `${kind.kind} ${JSON.stringify(counts)}`;
  let made = stores.get(key);
  if (!made) {
    made = makeStore(kind, counts);
    stores.set(key, made);
  }
  return made;
}

/** Number of orders of the organization (the export holds them all). */
export async function organizationOrders(db, organizationId = 1) {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from orders o join activities a on a.id = o.activity_id
        join campaigns c on c.id = a.campaign_id where c.organization_id = ${organizationId}`),
  );
  return Number(row.n);
}
