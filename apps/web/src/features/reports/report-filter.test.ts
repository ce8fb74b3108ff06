// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import { ReportFilterQuery } from '@extranet/shared/reports/filter';
import type { ReportActivityNames } from '@extranet/shared/reports/list-reply';
import { reportTypeById, type ReportType } from '@extranet/shared/reports/report-types';
import { describe, expect, it } from 'vitest';
import { activitiesForRule, passesNameRule } from './activity-rule';
import {
  queryKey,
  reportFilterDefaults,
  reportQuery,
  wireDay,
  wrongRanges,
  type ReportFilterValues,
} from './report-filter';

const typeOf = (id: number) => reportTypeById(id) as ReportType;
const today = '2026-05-14';

const tree: ReportActivityNames = [
  {
    campaignId: 1,
    campaignName: 'Visitas al vertedero',
    edition: '2026',
    activities: [
      { id: 11, name: 'Visita guiada', complement: '' },
      { id: 12, name: 'Visita online', complement: '' },
      { id: 13, name: 'Taller de compost', complement: 'Huerto' },
    ],
  },
  {
    campaignId: 2,
    campaignName: 'Findes en familia',
    edition: '2026',
    activities: [{ id: 21, name: 'Ruta del río', complement: '' }],
  },
  {
    campaignId: 3,
    campaignName: 'Reciclaje',
    edition: '2025',
    activities: [
      { id: 31, name: 'Entrega de MATERIALES', complement: '' },
      { id: 32, name: 'Recogida selectiva', complement: '' },
    ],
  },
];

const ask = { historic: false, advanced: false, tree };
const withValues = (type: ReportType, changes: Partial<ReportFilterValues>) => ({
  ...reportFilterDefaults(type, today),
  ...changes,
});

// docs/product/reporting.md#dates, docs/product/reporting.md#default-states
describe("a type's defaults", () => {
  it('are this year and the type’s own states, nothing else chosen', () => {
    const values = reportFilterDefaults(typeOf(6), today);
    expect(values.startDate).toBe('2026-01-01');
    expect(values.endDate).toBe('2026-12-31');
    expect(values.orderState).toEqual([2, 5]);
    expect(values.activity).toEqual([]);
    expect(reportFilterDefaults(typeOf(9), today).orderState).toEqual([2, 1]);
    expect(reportFilterDefaults(typeOf(32), today).orderState).toEqual([2]);
    expect(reportFilterDefaults(typeOf(0), today).orderState).toEqual([2, 5, 1]);
  });
});

// docs/product/reporting.md#filters
describe('the report filter as query parameters', () => {
  it('sends the type, the view, the default states and the range as DD/MM/YYYY', () => {
    expect(reportQuery(typeOf(6), reportFilterDefaults(typeOf(6), today), ask)).toEqual({
      reportId: 6,
      isHistoric: false,
      orderState: '2,5',
      startDate: '01/01/2026',
      endDate: '31/12/2026',
    });
    expect(wireDay('2026-03-09')).toBe('09/03/2026');
  });

  it('joins several values with commas, a comma inside one travelling as U+201A', () => {
    const values = withValues(typeOf(0), {
      entity: ['Colegio Ería', ' AMPA, Ríos '],
      edition: ['2025', '2026'],
      tag: ['Huerto'],
      target: ['Centros educativos'],
      councilId: [44, 3],
      orderState: [],
    });
    const query = reportQuery(typeOf(0), values, ask);
    expect(query.entity).toBe('Colegio Ería,AMPA\u201a Ríos');
    expect(query.edition).toBe('2025,2026');
    expect(query.tag).toBe('Huerto');
    expect(query.target).toBe('Centros educativos');
    expect(query.councilId).toBe('3,44');
    expect(query).not.toHaveProperty('orderState');
    // The server reads back the same values.
    const parsed = ReportFilterQuery.parse(query);
    expect(parsed.entity).toEqual(['Colegio Ería', 'AMPA, Ríos']);
    expect(parsed.councilId).toEqual([3, 44]);
  });

  it('reads a chosen campaign as its activities, and a gestor sends its own id', () => {
    const values = withValues(typeOf(6), { activity: [['c2'], ['c1', 'a13']] });
    const query = reportQuery(typeOf(6), values, { ...ask, supervisorId: 7 });
    expect(query.activity).toBe('13,21');
    expect(query.supervisorId).toBe(7);
  });

  it('sends only the filters the type shows', () => {
    const values = withValues(typeOf(3), {
      idFilter: 42,
      userDni: '12345678Z',
      userName: 'Ana',
      userMail: 'ana@example.es',
      councilId: [3],
    });
    const aggregate = reportQuery(typeOf(3), values, ask);
    expect(aggregate).not.toHaveProperty('idFilter');
    expect(aggregate).not.toHaveProperty('userDni');
    expect(aggregate).not.toHaveProperty('userName');
    expect(aggregate.councilId).toBe('3');
    const person = reportQuery(typeOf(7), values, ask);
    expect(person).not.toHaveProperty('idFilter');
    expect(person.userDni).toBe('12345678Z');
    const events = reportQuery(typeOf(32), values, ask);
    expect(events).not.toHaveProperty('councilId');
    expect(events).not.toHaveProperty('userMail');
    expect(events.userName).toBe('Ana');
    expect(reportQuery(typeOf(0), values, ask).idFilter).toBe(42);
  });

  it('sends the AVANZADO ranges only while AVANZADO is open and the type has them', () => {
    const values = withValues(typeOf(6), {
      requestedStart: '2026-02-01',
      requestedEnd: '2026-02-28',
      completitionEnd: '2026-06-30',
    });
    expect(reportQuery(typeOf(6), values, ask)).not.toHaveProperty('requestedStart');
    const open = reportQuery(typeOf(6), values, { ...ask, advanced: true });
    expect(open).toMatchObject({
      requestedStart: '01/02/2026',
      requestedEnd: '28/02/2026',
      completitionEnd: '30/06/2026',
    });
    expect(open).not.toHaveProperty('agreedStart');
    expect(reportQuery(typeOf(32), values, { ...ask, advanced: true })).not.toHaveProperty(
      'requestedStart',
    );
  });

  it('compares queries by what they ask, whatever the order of their keys', () => {
    expect(queryKey({ a: 1, b: 'x' })).toBe(queryKey({ b: 'x', a: 1 }));
    expect(queryKey({ a: 1 })).not.toBe(queryKey({ a: 2 }));
  });
});

// docs/product/reporting.md#dates
describe('date ranges', () => {
  it(`refuses a start later than its end: '${messages.reportEndBeforeStart}'`, () => {
    const type = typeOf(6);
    expect(wrongRanges(type, withValues(type, {}), false)).toEqual([]);
    const later = withValues(type, { startDate: '2026-06-01', endDate: '2026-05-31' });
    expect(wrongRanges(type, later, false)).toEqual(['startDate']);
    const sameDay = withValues(type, { startDate: '2026-06-01', endDate: '2026-06-01' });
    expect(wrongRanges(type, sameDay, false)).toEqual([]);
    const agreed = withValues(type, { agreedStart: '2026-03-02', agreedEnd: '2026-03-01' });
    expect(wrongRanges(type, agreed, true)).toEqual(['agreedStart']);
    // A closed AVANZADO is not sent, so it is not checked either.
    expect(wrongRanges(type, agreed, false)).toEqual([]);
  });
});

// docs/product/reporting.md#default-states
describe("a type's activity rule", () => {
  it('keeps names holding the word, never online ones; FINDES by activity or campaign', () => {
    expect(passesNameRule('visita', 'Visita guiada', 'x')).toBe(true);
    expect(passesNameRule('visita', 'VISITA ONLINE', 'x')).toBe(false);
    expect(passesNameRule('materiales', 'Entrega de MATERIALES', 'x')).toBe(true);
    expect(passesNameRule('recogida', 'Visita guiada', 'x')).toBe(false);
    expect(passesNameRule('finde', 'Ruta del río', 'Findes en familia')).toBe(true);
    expect(passesNameRule('finde', 'Ruta online', 'Findes en familia')).toBe(false);
  });

  it('offers only the activities that pass, and drops campaigns left empty', () => {
    expect(activitiesForRule(tree, undefined)).toBe(tree);
    expect(activitiesForRule(tree, 'visita')).toEqual([
      { ...tree[0], activities: [{ id: 11, name: 'Visita guiada', complement: '' }] },
    ]);
    expect(activitiesForRule(tree, 'finde').map((c) => c.campaignId)).toEqual([2]);
  });
});
