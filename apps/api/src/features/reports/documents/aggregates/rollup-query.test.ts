import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../../test/factories.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { reportBaseFor } from '../../../../../test/report-base.ts';
import { makeReportFixture, type ReportFixture } from '../../../../../test/report-fixture.ts';
import type { RawRow } from '../../list-type.ts';
import type { AggregateSpec, RollupKey } from './aggregate-document.ts';
import { rollupKeys, rollupMeasures } from './rollup-parts.ts';
import { readRollupLines } from './rollup-query.ts';

/**
 * A document read in parts (docs/product/reporting.md#performance) prints the very lines that one
 * rollup over every order does, whatever its limit: report 5's keys on the report fixture (30
 * orders of 9 activities), with limits under 30 so that its first part is a few activities and
 * further parts follow, and over it, where the whole is read at once.
 */

const t = useTestApp();
let fx: ReportFixture;

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const { activity, entity, state, year } = rollupKeys;

const spec = (first: RollupKey): AggregateSpec => ({
  keys: [first, entity, state, year],
  measures: [rollupMeasures.requests, rollupMeasures.visitors],
  countKey: 'requests',
  chart: null,
});

const historicBase = (user: TestUser) =>
  reportBaseFor(t.db, user, { reportId: 5, isHistoric: true });

/** The lines without the first key's id, which only the lines read in parts carry. */
const withoutId = (lines: RawRow[]) => lines.map(({ i0: _id, ...line }) => line);

describe('a document read in parts', () => {
  const limits = [1, 2, 3, 5, 8, 13, 21, 34, 100];

  it.each(limits)('prints the lines of one rollup, %i lines at most', async (limit) => {
    for (const user of [fx.admin, fx.gestorA]) {
      const base = await historicBase(user);
      const inParts = await readRollupLines(t.db, spec(activity), base, limit);
      const atOnce = await readRollupLines(t.db, spec({ ...activity, id: undefined }), base, limit);
      expect(withoutId(inParts)).toEqual(atOnce);
      expect(inParts.length).toBeLessThanOrEqual(limit + 1);
    }
  });
});
