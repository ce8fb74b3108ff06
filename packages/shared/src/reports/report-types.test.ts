import { describe, expect, it } from 'vitest';
import { defaultReportRange, reportDateFloor } from './report-dates.ts';
import { ReportFilterQuery } from './filter.ts';
import { reportGroups, reportStateSets, reportTypeById, reportTypes } from './report-types.ts';

describe('the report catalogue', () => {
  it('has the 39 types 0 to 38, each at its own index, with unique keys and names', () => {
    expect(reportTypes.map((t) => t.id)).toEqual([...Array(39).keys()]);
    expect(new Set(reportTypes.map((t) => t.key)).size).toBe(39);
    expect(new Set(reportTypes.map((t) => t.name)).size).toBe(39);
    expect(reportTypeById(38)?.key).toBe('visits');
    expect(reportTypeById(39)).toBeUndefined();
    expect(reportTypeById(-1)).toBeUndefined();
    expect(reportTypeById(1.5)).toBeUndefined();
  });

  it('puts every type in exactly one cascader group', () => {
    const grouped = reportGroups.flatMap((g) => g.ids);
    expect([...grouped].sort((a, b) => a - b)).toEqual([...Array(39).keys()]);
  });

  it('counts 14 lists, 2 event lists and 23 documents', () => {
    const count = (kind: string) => reportTypes.filter((t) => t.kind === kind).length;
    expect([count('list'), count('eventList'), count('predefined')]).toEqual([14, 2, 23]);
  });

  it('draws every default state set from the four sets', () => {
    const sets = Object.values(reportStateSets).map((set) => set.join());
    for (const t of reportTypes) expect(sets, t.key).toContain(t.states.join());
    expect(reportTypeById(6)?.states).toEqual([2, 5]);
  });

  it('shows the order id filter on lists but not on documents of people or aggregates', () => {
    expect(reportTypeById(0)?.filters).toContain('idFilter');
    expect(reportTypeById(7)?.filters).not.toContain('idFilter');
    expect(reportTypeById(4)?.filters).not.toContain('userDni');
    expect(reportTypeById(32)?.filters).toContain('userName');
  });
});

describe('the report filter', () => {
  it("reads 'fullreport' and a missing id as 0, and leaves other ids to the server", () => {
    expect(ReportFilterQuery.parse({ reportId: 'fullreport' }).reportId).toBe(0);
    expect(ReportFilterQuery.parse({}).reportId).toBe(0);
    expect(ReportFilterQuery.parse({ reportId: '99' }).reportId).toBe(99);
  });

  it('splits multi-values on commas and restores the commas inside a value', () => {
    const filter = ReportFilterQuery.parse({ entity: 'Colegio A\u201a B,Otro', activity: '3,7' });
    expect(filter.entity).toEqual(['Colegio A, B', 'Otro']);
    expect(filter.activity).toEqual([3, 7]);
  });

  it('reads DD/MM/YYYY dates and refuses an end before its start', () => {
    expect(ReportFilterQuery.parse({ startDate: '02/03/2026' }).startDate).toBe('2026-03-02');
    const result = ReportFilterQuery.safeParse({
      agreedStart: '2026-05-02',
      agreedEnd: '2026-05-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'La fecha de finalización debe ser posterior a la de inicio',
    );
  });

  it('takes the page sizes of the table only', () => {
    expect(ReportFilterQuery.parse({ _pagesize: '50' })._pagesize).toBe(50);
    expect(ReportFilterQuery.safeParse({ _pagesize: '30' }).success).toBe(false);
  });
});

describe('the report dates', () => {
  it('default to this year and floor at 1 January of last year', () => {
    expect(defaultReportRange('2026-11-26')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(reportDateFloor('2026-11-26')).toBe('2025-01-01');
  });
});
