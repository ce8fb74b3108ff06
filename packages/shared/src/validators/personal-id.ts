/**
 * Identity of a natural person: the login of every user is a DNI or a NIE
 * (docs/product/accounts.md#registration), so companies (CIF) and passports are refused here.
 */
import { isValidDni } from './dni.ts';
import { isValidNie } from './nie.ts';

const DNI_LIKE = /^\d{8}[A-Za-z]$/;
const NIE_LIKE = /^[XYZxyz]\d{7}[A-Za-z]$/;

/**
 * True when `value` is a valid DNI or a valid NIE, control letter included (see `isValidDni`
 * and `isValidNie`).
 */
export function isValidPersonalId(value: string): boolean {
  return isValidDni(value) || isValidNie(value);
}

/**
 * True when `value` has the format of a DNI (8 digits + a letter) or of a NIE (X, Y or Z + 7
 * digits + a letter), in either case, WITHOUT checking the control letter, for callers that need the format alone.
 * Spaces are not trimmed: the shape is checked on the exact text.
 */
export function isDniOrNieShape(value: string): boolean {
  return DNI_LIKE.test(value) || NIE_LIKE.test(value);
}
