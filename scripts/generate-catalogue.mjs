#!/usr/bin/env node
// Fills a store with a realistic catalogue for benchmarks and manual checks:
//
//   node scripts/generate-catalogue.mjs --campaigns 1000 --activities 20000
//
// on DATABASE_URL when set, else on the embedded store of DATA_DIR (default ./data; not while a
// server holds it). The store is migrated and its reference data loaded first, so an empty
// folder or database works. It adds five gestores (role 1, DNI 50000001–50000005 with their
// letter, password demo1234), the campaigns of the organization (names of 15 school years,
// editions, dates, one to three targets each, about 1 in 7 inactive, most supervised by a
// gestor) and the activities spread over them (about 20 a campaign, 1 in 5 inactive, request
// forms of three to six fields, the default management fields and the bus's pickup, plus the
// containers and bins on the materials and collection activities; 1 in 33 an event), then
// vacuums and analyzes the tables, as a server's autovacuum soon does after a bulk load and the
// embedded store's daily VACUUM (apps/api/src/db/embedded-vacuum.ts). Every row is written by a
// few INSERT … SELECT generate_series statements, so 1,000 campaigns and 20,000 activities take
// seconds. Running it again adds another catalogue; nothing is deleted.
// `generateCatalogue(db, options)` does the same on an open Drizzle handle (scripts/bench uses it).
import { sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureGestores,
  GESTOR_PASSWORD,
  insertActivities,
  insertCampaigns,
} from './lib/catalogue-inserts.mjs';
import { materialFields, pickupField, requestForms } from './lib/catalogue-vocabulary.mjs';
import { countOptions, withGeneratorStore } from './lib/generator-store.mjs';
import { importTs, repoUrl } from './lib/typescript.mjs';

/**
 * Adds `campaigns` campaigns (over the last `years` school years) and `activities` activities
 * (with gestores, targets and forms) to the organization; the store must be migrated with its
 * reference data loaded.
 */
export async function generateCatalogue(
  db,
  { campaigns = 1000, activities = 20_000, organizationId = 1, gestores = 5, years = 15 } = {},
) {
  const started = performance.now();
  const [{ newDefaultManagementForm }, { hasDateAndVisitType }, { ManagementForm, RequestForm }] =
    await Promise.all([
      importTs(repoUrl('packages/shared/src/forms/default-management-fields.ts')),
      importTs(repoUrl('packages/shared/src/forms/field-roles.ts')),
      importTs(repoUrl('packages/shared/src/forms/form-field.ts')),
    ]);
  // The forms must be what the editor would save: checked by the shared contract.
  const forms = requestForms.map((fields) => ({
    fields: RequestForm.parse(fields),
    hasDateAndVisitType: hasDateAndVisitType(fields),
  }));
  const supervisors = await ensureGestores(db, organizationId, gestores);
  const made = await insertCampaigns(db, {
    count: campaigns,
    organizationId,
    supervisors,
    years,
  });
  const acts =
    activities > 0 && made.campaigns > 0
      ? await insertActivities(db, {
          count: activities,
          ...made,
          campaigns: made.campaigns,
          forms,
          management: ManagementForm.parse([...newDefaultManagementForm(), pickupField]),
          materialsManagement: ManagementForm.parse([
            ...newDefaultManagementForm(),
            pickupField,
            ...materialFields,
          ]),
        })
      : { activities: 0, targets: 0 };
  for (const table of [
    'users',
    'campaigns',
    'campaign_targets',
    'activities',
    'activity_targets',
  ]) {
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  return {
    campaigns: made.campaigns,
    campaignIds: [made.first, made.last],
    campaignTargets: made.targets,
    activities: acts.activities,
    activityTargets: acts.targets,
    supervisors,
    ms: performance.now() - started,
  };
}

function parseArgs(argv) {
  return countOptions(argv, {
    script: 'generate-catalogue.mjs',
    defaults: { campaigns: 1000, activities: 20_000, organizationId: 1 },
    names: { campaigns: 'campaigns', activities: 'activities', organization: 'organizationId' },
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  await withGeneratorStore(
    (db) => generateCatalogue(db, options),
    (made) =>
      `${made.campaigns} campaigns ` +
      `(ids ${made.campaignIds.join('–')}, ${made.campaignTargets} targets), ` +
      `${made.activities} activities (${made.activityTargets} targets), ` +
      `gestores ${made.supervisors.length} (password ${GESTOR_PASSWORD}) ` +
      `in ${(made.ms / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`generate-catalogue: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
}
