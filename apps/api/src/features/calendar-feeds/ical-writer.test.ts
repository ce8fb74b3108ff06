import { describe, expect, it } from 'vitest';
import { readCalendar } from './ics-test-support.ts';
import { writeCalendar, type CalendarEntry } from './ical-writer.ts';

// docs/product/calendar.md#ical-feeds: wall-clock times of the TIME_ZONE setting with its zone
// definition, read back by a real parser.
const zone = 'Europe/Madrid';
const entry = (values: Partial<CalendarEntry>): CalendarEntry => ({
  uid: 'order-1@extranet.test',
  summary: 'Visita',
  date: '2025-03-30',
  start: '10:00',
  end: null,
  ...values,
});
const write = (...entries: CalendarEntry[]) =>
  writeCalendar({ name: 'Prueba', timeZone: zone, entries, now: new Date('2025-01-02T03:04:05Z') });

describe('the iCal writer', () => {
  it('keeps 10:00 at 10:00 in Madrid on both sides of each summer-time change', () => {
    const events = readCalendar(
      write(
        entry({ uid: 'a', date: '2025-03-29' }),
        // The last Sunday of March: summer time from 02:00.
        entry({ uid: 'b', date: '2025-03-30' }),
        // The last Sunday of October: back to winter time at 03:00.
        entry({ uid: 'c', date: '2025-10-26' }),
        entry({ uid: 'd', date: '2025-10-25' }),
      ),
    );
    expect(events.map((e) => [e.uid, e.start, e.tz])).toEqual([
      ['a', '2025-03-29T09:00:00.000Z', zone],
      ['b', '2025-03-30T08:00:00.000Z', zone],
      ['d', '2025-10-25T08:00:00.000Z', zone],
      ['c', '2025-10-26T09:00:00.000Z', zone],
    ]);
  });

  it('writes the zone definition once and the stamp in UTC', () => {
    const text = write(entry({ uid: 'a' }), entry({ uid: 'b', date: '2025-10-26' }));
    expect(text.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Madrid\r\n/g)).toHaveLength(1);
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20250330T100000');
    expect(text).toContain('DTSTAMP:20250102T030405Z');
    expect(text).toContain('X-WR-TIMEZONE:Europe/Madrid');
  });

  it('ends at the end given, an hour later without one, and the next day past midnight', () => {
    const events = readCalendar(
      write(
        entry({ uid: 'given', start: '10:00', end: '11:30' }),
        entry({ uid: 'default', date: '2025-03-31', start: '09:15', end: null }),
        entry({ uid: 'late', date: '2025-04-01', start: '23:00', end: '01:30' }),
      ),
    );
    expect(events.map((e) => [e.uid, e.start, e.end])).toEqual([
      ['given', '2025-03-30T08:00:00.000Z', '2025-03-30T09:30:00.000Z'],
      ['default', '2025-03-31T07:15:00.000Z', '2025-03-31T08:15:00.000Z'],
      ['late', '2025-04-01T21:00:00.000Z', '2025-04-01T23:30:00.000Z'],
    ]);
  });

  it('writes an untimed entry as an all-day event of its day', () => {
    const text = write(entry({ uid: 'day', date: '2025-10-26', start: null, end: '12:00' }));
    expect(text).toContain('DTSTART;VALUE=DATE:20251026');
    const [event] = readCalendar(text);
    expect(event).toMatchObject({ uid: 'day', allDay: true });
  });

  it('carries texts with commas, semicolons, accents and line breaks unchanged', () => {
    const summary = 'Taller: agua, suelo; aire — «Ñandú»';
    const description = 'Línea uno\nLínea dos, con coma; y punto y coma\\barra';
    const [event] = readCalendar(
      write(entry({ summary, description, url: 'http://extranet.test/orderdetail?id=7' })),
    );
    expect(event).toMatchObject({
      summary,
      description,
      url: 'http://extranet.test/orderdetail?id=7',
    });
  });

  it('folds long lines without splitting a character, and they read back whole', () => {
    const summary = `Visita guiada ${'á€😀'.repeat(40)} final`;
    const text = write(entry({ summary }));
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(readCalendar(text)[0]?.summary).toBe(summary);
  });

  it('drops control characters and line breaks that would end a line early', () => {
    const text = write(
      entry({
        uid: 'a\r\nSUMMARY:otro',
        summary: 'Vis\u0000ita\u0007',
        url: 'http://x/\r\nEND:VEVENT',
      }),
    );
    const [event] = readCalendar(text);
    expect(event).toMatchObject({ uid: 'a SUMMARY:otro', summary: 'Visita' });
    expect(text.match(/^END:VEVENT$/gm)).toHaveLength(1);
  });

  it('writes an empty calendar that still parses', () => {
    expect(readCalendar(write())).toEqual([]);
  });
});
