import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dniLetterFor, isValidDni } from './dni.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

describe('dniLetterFor', () => {
  it('gives the letter of the official table for known numbers', () => {
    // 12345678 % 23 = 14 → 'Z'; 0 → 'T'; 22 → 'E' (last entry of the table).
    expect(dniLetterFor(12_345_678)).toBe('Z');
    expect(dniLetterFor(0)).toBe('T');
    expect(dniLetterFor(22)).toBe('E');
    expect(dniLetterFor(23)).toBe('T');
  });

  it('refuses numbers that no DNI has', () => {
    expect(() => dniLetterFor(-1)).toThrow(RangeError);
    expect(() => dniLetterFor(100_000_000)).toThrow(RangeError);
    expect(() => dniLetterFor(1.5)).toThrow(RangeError);
    expect(() => dniLetterFor(Number.NaN)).toThrow(RangeError);
  });
});

describe('isValidDni', () => {
  it('accepts known valid DNIs', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('00000000T')).toBe(true);
  });

  it('accepts a lowercase letter and surrounding spaces', () => {
    expect(isValidDni('12345678z')).toBe(true);
    expect(isValidDni('  12345678Z ')).toBe(true);
  });

  it('refuses a wrong control letter', () => {
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('00000000A')).toBe(false);
  });

  it('refuses a wrong length or shape', () => {
    expect(isValidDni('1234567Z')).toBe(false);
    expect(isValidDni('123456789Z')).toBe(false);
    expect(isValidDni('12345678')).toBe(false);
    expect(isValidDni('')).toBe(false);
    expect(isValidDni('1234 5678Z')).toBe(false);
    expect(isValidDni('12345678-Z')).toBe(false);
    expect(isValidDni('X1234567L')).toBe(false);
  });

  it('accepts every 8-digit number with its letter and refuses any other letter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(...ALPHABET),
        (num, other) => {
          const digits = String(num).padStart(8, '0');
          const letter = dniLetterFor(num);
          expect(isValidDni(digits + letter)).toBe(true);
          expect(isValidDni(digits + letter.toLowerCase())).toBe(true);
          expect(isValidDni(digits + other)).toBe(other === letter);
        },
      ),
    );
  });
});
