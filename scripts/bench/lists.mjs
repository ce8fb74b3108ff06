// Group `lists`: the list calls of the campaigns-and-activities issue on a generated catalogue
// (1,000 campaigns, 20,000 activities: scripts/generate-catalogue.mjs), on the embedded store
// and on a throw-away PostgreSQL cluster, each call measured by list-call.mjs. A later list
// (orders, users, entities) adds its generator to `prepare` and its calls to `listCalls`.
import { generateCatalogue } from '../generate-catalogue.mjs';
import { openStore, serve, storeKinds } from './in-process.mjs';
import { measureListCall, reportCountRule } from './list-call.mjs';
import { DEMO, login } from './processes.mjs';
import { report, reportError } from './report.mjs';
import { measureSessionCheck } from './session-check.mjs';

export const CATALOGUE = { campaigns: 1000, activities: 20_000 };

const rowsOf = (result) => result.rows ?? result;

/**
 * The campaign of the typical size: its number of activities is the median over the
 * organization's campaigns (about 20), so that page 0 and page 1 are both full.
 */
async function typicalCampaign(store) {
  const { sql } = await import('drizzle-orm');
  const [row] = rowsOf(
    await store.db.execute(sql`
      with sizes as (
        select campaign_id, count(*)::int as n from activities group by campaign_id
      ),
      median as (select percentile_disc(0.5) within group (order by n) as n from sizes)
      select s.campaign_id as id, s.n from sizes s, median m
      where s.n = m.n order by s.campaign_id limit 1`),
  );
  return { id: Number(row.id), activities: Number(row.n) };
}

/** Every call to measure: who calls it and its path for a page. */
const listCalls = [
  {
    name: 'campaign/list/for-user',
    as: 'participant',
    path: ({ users }, page) =>
      `/api/campaign/list/for-user/${users.participant.user.id}?_page=${page}&_pagesize=10`,
    pages: [0, 1],
  },
  {
    name: 'activity/list/by-campaign',
    as: 'admin',
    path: ({ campaign }, page) =>
      `/api/activity/list/by-campaign/${campaign.id}?_page=${page}&_pagesize=10`,
    pages: [0, 1],
  },
];

/**
 * Measures every call of `calls` (`{ name, as, path(ctx, page), pages }`, page 0 first; optional
 * `budgetMs(storeKind, page)`, the absolute budget of its own SQL, and `minRate(storeKind, page)`,
 * of its rate at 50 connections) on the app `server` serving `store`, as the session
 * `ctx.users[call.as]`; checks the count rule of each page against page 0's counts.
 * The auth plugin's session-user lookup is shown once a store.
 */
export async function measureCalls({ store, server, calls, ctx }) {
  let authReported = false;
  for (const call of calls) {
    const session = ctx.users[call.as];
    let firstCounts;
    for (const page of call.pages) {
      const label = `${store.name} ${call.name} page ${page}`;
      try {
        const result = await measureListCall({
          label,
          base: server.base,
          path: call.path(ctx, page),
          token: session.token,
          capture: store.capture,
          forgetCaller: () => server.app.sessionUsers.forget(session.user.id),
          budgetMs: call.budgetMs?.(store.kind, page),
          minRate: call.minRate?.(store.kind, page),
        });
        const counts = reportCountRule(label, page, result, firstCounts);
        if (page === 0) firstCounts = counts;
        if (result.authRaw && !authReported) {
          authReported = true;
          report(
            `${store.name}: auth session-user lookup`,
            `${result.auth.length} query, raw ${result.authRaw.mean.toFixed(3)} ms; runs at most every 2 s a session (SessionUserCache), so it is not in the per-request raw`,
          );
        }
      } catch (err) {
        reportError(label, err);
      }
    }
  }
}

async function measureStore(kind) {
  const store = await openStore(kind);
  console.log(`\n(lists) ${store.name}`);
  let server;
  try {
    const made = await generateCatalogue(store.db, CATALOGUE);
    report(
      `${store.name}: generated catalogue`,
      `${made.campaigns} campaigns, ${made.activities} activities in ${(made.ms / 1000).toFixed(1)} s`,
    );
    server = await serve(store);
    const ctx = {
      users: {
        participant: await login(server.base, DEMO.participant),
        admin: await login(server.base, DEMO.admin),
      },
      campaign: await typicalCampaign(store),
    };
    console.log(`  campaign ${ctx.campaign.id} has ${ctx.campaign.activities} activities`);
    await measureSessionCheck({ store, app: server.app, token: ctx.users.participant.token });
    await measureCalls({ store, server, calls: listCalls, ctx });
  } finally {
    await server?.close();
    await store.close();
  }
}

export async function listsGroup() {
  for (const kind of storeKinds()) {
    if (kind.skipped) {
      console.log(`\n(lists) ${kind.name}: skipped: ${kind.skipped}`);
      report(`${kind.name}: list calls`, `skipped: ${kind.skipped}`);
      continue;
    }
    try {
      await measureStore(kind);
    } catch (err) {
      reportError(`${kind.name}: list calls`, err);
    }
  }
}
