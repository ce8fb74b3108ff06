/**
 * Loose DNI check of the dynamic forms: a field whose placeholder is 'DNI' is only checked for
 * the shape of an identity document, not its control letter, so NIE-like values and other
 * documents of the same length also pass.
 */

const LOOSE_DNI = /^[A-Za-z0-9]\d{7}[A-Za-z0-9]$/;

/**
 * True when `value` is 9 characters: a letter or digit, then 7 digits, then a letter or digit.
 * No control letter is checked, so both '12345678Z' and 'X1234567A' pass.
 */
export function isLooseDni(value: string): boolean {
  return LOOSE_DNI.test(value);
}
