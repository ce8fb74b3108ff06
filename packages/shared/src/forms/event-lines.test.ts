import { describe, expect, it } from 'vitest';
import {
  addEventLine,
  canAddEventLine,
  eventLineIsoDate,
  formatEventLines,
  formatNewEventLine,
  parseEventLines,
  removeEventLine,
} from './event-lines.ts';

// docs/product/campaigns-and-activities.md#events
describe('event lines', () => {
  it('reads lines longer than 10 characters: first word the date, the rest the event', () => {
    const text = '12/03/2025 10:00 Feria del reciclaje - Oviedo\r\ncorta\n\n  01/04/2025 Charla  ';
    expect(parseEventLines(text)).toEqual([
      { id: 1, fecha: '12/03/2025', evento: '10:00 Feria del reciclaje - Oviedo' },
      { id: 2, fecha: '01/04/2025', evento: 'Charla' },
    ]);
  });

  it('draws the line at 10 characters for reading', () => {
    expect(parseEventLines('1234567890')).toEqual([]);
    expect(parseEventLines('12345678901')).toHaveLength(1);
  });

  it('adds a line only when it is longer than 12 characters', () => {
    expect(canAddEventLine('123456789012')).toBe(false);
    expect(canAddEventLine('1234567890123')).toBe(true);
    expect(addEventLine('', '01/01/2025 x')).toBe('');
    expect(addEventLine('', '01/01/2025 Taller\nde compost')).toBe('01/01/2025 Taller de compost');
  });

  it('formats the Añadir dialog as one line and round-trips it', () => {
    const line = formatNewEventLine({
      date: '05/06/2025',
      hour: '11:30',
      text: 'Día del medio ambiente',
      location: 'Gijón',
      observations: '',
    });
    expect(line).toBe('05/06/2025 11:30 Día del medio ambiente - Gijón');
    const text = addEventLine('01/06/2025 Plantación', line);
    expect(parseEventLines(text).map((l) => l.fecha)).toEqual(['01/06/2025', '05/06/2025']);
    expect(formatEventLines(parseEventLines(text))).toBe(text);
  });

  it('removes a line by id', () => {
    const text = '01/06/2025 Plantación\n05/06/2025 Limpieza de playa';
    expect(removeEventLine(text, 1)).toBe('05/06/2025 Limpieza de playa');
  });

  it('reads the date of a line as ISO', () => {
    expect(eventLineIsoDate('5/6/2025')).toBe('2025-06-05');
    expect(eventLineIsoDate('2025-06-05')).toBe('2025-06-05');
    expect(eventLineIsoDate('mañana')).toBeUndefined();
  });
});
