/**
 * Identity of a natural person: the login of every user is a DNI or a NIE
 * (docs/product/accounts.md#registration), so companies (CIF) and passports are refused here.
 */
import { isValidDni } from './dni.ts';
import { isValidNie } from './nie.ts';

/**
 * True when `value` is a valid DNI or a valid NIE, control letter included (see `isValidDni`
 * and `isValidNie`).
 */
export function isValidPersonalId(value: string): boolean {
  return isValidDni(value) || isValidNie(value);
}
