import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText } from '@/shared/day-text';
import { cellText } from './report-cells';

// docs/product/reporting.md#list-reports: the shared writer, with the browser's zone.
describe("a report table's cells", () => {
  it("write an order's moments as the browser's clock reads them, as the other lists do", () => {
    const moment = '2026-07-01T22:30:00Z';
    expect(cellText({ key: 'createdAt', type: 'datetime' }, moment)).toBe(dateTimeText(moment));
    expect(cellText({ key: 'createdAt', type: 'date' }, moment)).toBe(dayText(moment));
    expect(cellText({ key: 'createdAt', type: 'datetime' }, '2026-03-09T10:15:00')).toBe(
      '09/03/2026 10:15',
    );
  });

  it('write a plain day, numbers and states as the printed documents do', () => {
    expect(cellText({ key: 'day', type: 'date' }, '2026-03-09')).toBe('09/03/2026');
    expect(cellText({ key: 'visitors', type: 'int' }, 12345)).toBe('12.345');
    expect(cellText({ key: 'state', type: 'text' }, { id: 2, value: 'Aceptada' })).toBe('Aceptada');
  });
});
