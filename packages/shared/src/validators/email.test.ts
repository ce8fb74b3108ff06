import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts usual addresses', () => {
    expect(isValidEmail('ana.garcia@asturias.es')).toBe(true);
    expect(isValidEmail('info@colegio-publico.edu.es')).toBe(true);
    expect(isValidEmail('user+tag@sub.example.org')).toBe(true);
    expect(isValidEmail('A_B@EXAMPLE.COM')).toBe(true);
  });

  it('refuses addresses outside the pragmatic shape', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('ana.garcia')).toBe(false);
    expect(isValidEmail('ana@localhost')).toBe(false);
    expect(isValidEmail('ana@asturias.e')).toBe(false);
    expect(isValidEmail('ana@asturias.e5')).toBe(false);
    expect(isValidEmail('@asturias.es')).toBe(false);
    expect(isValidEmail('ana@.es')).toBe(false);
    expect(isValidEmail('ana@asturias..es')).toBe(false);
    expect(isValidEmail('ana@@asturias.es')).toBe(false);
    expect(isValidEmail('ana@x@asturias.es')).toBe(false);
    expect(isValidEmail('ana garcia@asturias.es')).toBe(false);
    expect(isValidEmail(' ana@asturias.es')).toBe(false);
    expect(isValidEmail('ana@asturias.es\n')).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = '@example.com';
    expect(isValidEmail('a'.repeat(254 - domain.length) + domain)).toBe(true);
    expect(isValidEmail('a'.repeat(255 - domain.length) + domain)).toBe(false);
  });

  it('accepts generated addresses whose domain has a dot', () => {
    fc.assert(
      fc.property(
        fc
          .emailAddress()
          .filter((email) => email.length <= 254 && email.slice(email.indexOf('@')).includes('.')),
        (email) => {
          expect(isValidEmail(email)).toBe(true);
        },
      ),
    );
  });

  it('refuses any address with whitespace in it', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        (email, position, space) => {
          const at = position % (email.length + 1);
          expect(isValidEmail(email.slice(0, at) + space + email.slice(at))).toBe(false);
        },
      ),
    );
  });
});
