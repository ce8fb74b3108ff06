import { Role } from '@extranet/shared/roles';
import type { GroupNode } from '@extranet/shared/reports/document';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../db/client.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeUser,
  type TestUser,
} from '../../../../../test/factories.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import { fixtureYears } from '../../../../../test/report-fixture.ts';
import { writeReportFacts } from '../../public.ts';

/**
 * The 5,000-order cap of the detail documents (docs/product/reporting.md#documents): 5,001
 * matching outings, each with a companion, give the first 5,000 orders in the document's order,
 * `limited`, and figures that add up to the rows shown; the cap counts orders, not person lines.
 */

const t = useTestApp();
const MATCHING = 5001;
const SHOWN = 5000;
const { Y } = fixtureYears();
let gestor: TestUser;
/** The orders' ids in the order they came in (and were made). */
let arrival: number[];

/** Participants of the n-th outing (from 1): n mod 10, so that 5,000 of them add up to 22,500. */
const visitorsOf = (n: number) => n % 10;

beforeAll(async () => {
  gestor = await makeUser(t.db, { role: Role.Supervisor });
  const applicant = await makeUser(t.db);
  const campaign = await makeCampaignWith(t.db, {
    name: 'Findes de prueba',
    supervisorId: gestor.id,
    edition: 'P1',
  });
  const activity = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    name: 'Ruta de prueba',
    complement: '',
    formMetadata: [
      { name: 'personas', label: 'Número de personas', type: 'number' },
      { name: 'acompanante1', label: 'Acompañante 1', type: 'text' },
    ],
  });
  // One a minute from this year's first midnight in Madrid: every one on this year's first days.
  const inserted = await t.db.execute(sql`
    insert into orders (user_id, activity_id, state_id, user_data, created_at)
    select ${applicant.id}, ${activity.id}, 2,
      jsonb_build_array(
        jsonb_build_object('name', 'personas', 'label', 'Número de personas', 'type', 'number',
          'value', (g % 10)::text),
        jsonb_build_object('name', 'acompanante1', 'label', 'Acompañante 1', 'type', 'text',
          'value', 'Acompañante ' || g)),
      (${`${Y}-01-01 00:00`}::timestamp at time zone 'Europe/Madrid') + g * interval '1 minute'
    from generate_series(1, ${MATCHING}) g
    returning id`);
  arrival = rowsOf<{ id: number }>(inserted)
    .map((row) => row.id)
    .sort((a, b) => a - b);
  await writeReportFacts(t.db, arrival);
}, 120_000);

/** Every row under a group, deepest levels included. */
const rowsUnder = (node: GroupNode): GroupNode['rows'] => [
  ...node.rows,
  ...node.children.flatMap(rowsUnder),
];

const shownVisitors = Array.from({ length: SHOWN }, (_, i) => visitorsOf(i + 1)).reduce(
  (sum, n) => sum + n,
);

describe('5,001 matching orders', () => {
  it('give a detail document of the first 5,000, its figures over those', async () => {
    const doc = await runDocumentReport(t, gestor, 21);
    expect(doc).toMatchObject({ orderCount: SHOWN, limited: true });
    expect(doc.root.children.map((month) => month.label)).toEqual([`enero ${Y}`]);
    const rows = rowsUnder(doc.root);
    expect(rows.map((row) => row.id)).toEqual(arrival.slice(0, SHOWN));
    expect(shownVisitors).toBe(22_500);
    expect(doc.root.subtotal).toEqual({ requests: SHOWN, visitors: shownVisitors });
    expect(doc.root.children[0]?.subtotal).toEqual(doc.root.subtotal);
  });

  it('give person lines of 5,000 orders, however many lines they make', async () => {
    const doc = await runDocumentReport(t, gestor, 30);
    expect(doc).toMatchObject({ orderCount: SHOWN, limited: true });
    const lines = rowsUnder(doc.root);
    expect(lines).toHaveLength(2 * SHOWN);
    expect(lines.at(-2)).toMatchObject({ arrival: SHOWN, id: arrival[SHOWN - 1] });
    expect(lines.at(-1)).toMatchObject({
      personType: 'Acompañante 1',
      person: `Acompañante ${SHOWN}`,
    });
    expect(doc.root.subtotal).toEqual({
      requests: SHOWN,
      people: 2 * SHOWN,
      visitors: shownVisitors,
    });
  });

  it('are no longer limited once a filter narrows them', async () => {
    const doc = await runDocumentReport(t, gestor, 29, { userName: 'nadie con este nombre' });
    expect(doc).toMatchObject({ orderCount: 0, limited: false });
  });
});
