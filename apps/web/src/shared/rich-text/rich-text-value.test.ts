import { describe, expect, it } from 'vitest';
import { bareFontName } from './rich-text-value';

describe('bareFontName', () => {
  it('answers the first family without quotes', () => {
    expect(bareFontName('Georgia')).toBe('Georgia');
    expect(bareFontName("'Times New Roman'")).toBe('Times New Roman');
    expect(bareFontName('"Times New Roman", serif')).toBe('Times New Roman');
    expect(bareFontName(undefined)).toBeUndefined();
    expect(bareFontName('')).toBeUndefined();
  });
});
