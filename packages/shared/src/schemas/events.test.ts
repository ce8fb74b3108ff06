import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { DaysWithEventsParams, EventPropertiesBody } from './events.ts';

const path = (month1: number, year1: number, month2: number, year2: number) => ({
  idUser: '2',
  month1: String(month1),
  year1: String(year1),
  month2: String(month2),
  year2: String(year2),
});

describe('DaysWithEventsParams', () => {
  it("takes one month up to the calendar's 19, from the path's text", () => {
    expect(DaysWithEventsParams.parse(path(5, 2026, 5, 2026))).toEqual({
      idUser: 2,
      month1: 5,
      year1: 2026,
      month2: 5,
      year2: 2026,
    });
    expect(DaysWithEventsParams.safeParse(path(5, 2026, 11, 2027)).success).toBe(true);
  });

  it('refuses a period of more than 19 months or backwards, in Spanish, on the last month', () => {
    for (const [m1, y1, m2, y2] of [
      [5, 2026, 12, 2027],
      [5, 2026, 4, 2026],
      [1, 2027, 12, 2026],
    ] as const) {
      const parsed = DaysWithEventsParams.safeParse(path(m1, y1, m2, y2));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['month2'], message: messages.calendarPeriodInvalid }),
      ]);
    }
  });
});

describe('EventPropertiesBody', () => {
  it('requires a #RRGGBB colour', () => {
    expect(EventPropertiesBody.parse({ propVisible: false, propColor: ' #a5d6a7 ' })).toEqual({
      propVisible: false,
      propColor: '#a5d6a7',
    });
    for (const propColor of [undefined, '', '#fff', 'rojo']) {
      const parsed = EventPropertiesBody.safeParse({ propVisible: true, propColor });
      expect(parsed.error?.issues[0]?.message).toBe(messages.eventColorRequired);
    }
  });
});
