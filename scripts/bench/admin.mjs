// Group `admin`: the bars of the administration issue, on the requests data set
// (requests-store.mjs: 20,000 users, 10,000 entities, 100,000 orders), on the embedded store
// and on PostgreSQL:
//   - the admin panel's lists as an administrator: `user/list/for-user-organization/` (tab
//     USUARIOS, 10 a page, default order; pages 0 and 1, without and with a text filter) and
//     `entity/list/by-filter-order-by-name` (tab ENTIDADES, 75 a page; pages 0 and 1), each
//     against its own SQL (list-call.mjs), and the rule that later pages run no count;
//   - the `solicitudes.csv` export of every order: time to the last byte and the server's
//     peak RSS growth (export-file.mjs).
import { measureOrdersExport } from './export-file.mjs';
import { storeKinds } from './in-process.mjs';
import { measureCalls } from './lists.mjs';
import { report, reportError } from './report.mjs';
import { reportLoad, requestsStore } from './requests-store.mjs';

/** A text typed in the users filter: a common surname, found in name, surname or e-mail. */
export const USER_TEXT = 'garcía';

/** The queries the web's admin tabs send (apps/web/src/features/admin/*-filter.ts). */
const usersPath = (page, text = '') =>
  `/api/user/list/for-user-organization/?${new URLSearchParams({
    _page: String(page),
    _pagesize: '10',
    role: '-1',
    text,
  })}`;
const entitiesPath = (page) =>
  `/api/entity/list/by-filter-order-by-name?${new URLSearchParams({
    _pagesize: '75',
    _page: String(page),
    name: '',
    cif: '',
    council: '-1',
    centres: 'false',
  })}`;

export const adminListCalls = [
  {
    name: 'user/list/for-user-organization',
    as: 'admin',
    path: (_ctx, page) => usersPath(page),
    pages: [0, 1],
  },
  {
    name: `user/list/for-user-organization (text '${USER_TEXT}')`,
    as: 'admin',
    path: (_ctx, page) => usersPath(page, USER_TEXT),
    pages: [0, 1],
  },
  {
    name: 'entity/list/by-filter-order-by-name (ENTIDADES)',
    as: 'admin',
    path: (_ctx, page) => entitiesPath(page),
    pages: [0, 1],
  },
];

async function measureStore(kind) {
  const ctx = await requestsStore(kind);
  const { store, server } = ctx;
  console.log(`\n(admin) ${store.name}`);
  reportLoad(`${store.name} admin lists`);
  await measureCalls({ store, server, calls: adminListCalls, ctx });
  reportLoad(`${store.name} solicitudes.csv`);
  try {
    await measureOrdersExport(ctx);
  } catch (err) {
    reportError(`${store.name} solicitudes.csv`, err);
  }
}

export async function adminGroup() {
  for (const kind of storeKinds()) {
    if (kind.skipped) {
      report(`${kind.name}: admin`, `skipped: ${kind.skipped}`);
      continue;
    }
    try {
      await measureStore(kind);
    } catch (err) {
      reportError(`${kind.name}: admin`, err);
    }
  }
}
