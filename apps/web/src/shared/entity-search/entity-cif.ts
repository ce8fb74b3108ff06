import { messages } from '@extranet/shared/messages';
import { cleanCif, isValidCif } from '@extranet/shared/validators/cif';

/**
 * docs/product/requests.md#entities-on-a-request: the CIF search starts when the input has more
 * than 7 characters, dashes removed.
 */
const CIF_SEARCH_MIN = 8;

/**
 * The CIF to search for, cleaned as docs/product/requests.md#entities-on-a-request says, or
 * undefined while it is too short.
 */
export function cifSearchTerm(input: string): string | undefined {
  const cif = cleanCif(input);
  return cif.length >= CIF_SEARCH_MIN ? cif : undefined;
}

/**
 * The message refusing a new entity's CIF, or undefined: it is cleaned first (text after '/'
 * cut, dashes removed, docs/product/requests.md#entities-on-a-request), then must be a valid CIF.
 */
export function cifError(input: unknown): string | undefined {
  const cif = cleanCif(typeof input === 'string' ? input : '');
  if (cif === '') return messages.fieldRequired;
  return isValidCif(cif) ? undefined : messages.entityCifInvalid;
}
