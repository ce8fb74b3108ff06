import { messages } from '@extranet/shared/messages';
import type { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { cleanCif, isValidCif } from '@extranet/shared/validators/cif';

/** The fields of the entity dialog's 'Nueva entidad' form (the contract's EntityCreateRequest). */
export interface EntityCreateValues {
  name: string;
  cif: string;
  address: string;
  city: string;
  postalCode: string;
  idCouncil?: number;
  idTarget?: number;
}

/** The form starts with the entity the applicant proposed, for the manager to correct. */
export function proposalValues(proposal: OrderDetail['entityData']): EntityCreateValues {
  return {
    name: proposal?.name ?? '',
    cif: proposal?.cif ?? '',
    address: proposal?.address ?? '',
    city: proposal?.city ?? '',
    postalCode: proposal?.postalCode ?? '',
    idCouncil: proposal?.idCouncil ?? undefined,
    idTarget: proposal?.idTarget ?? undefined,
  };
}

/**
 * The message refusing a typed CIF, or undefined: it is cleaned first (text after '/' cut,
 * dashes removed, docs/product/requests.md#entities-on-a-request), then must be a valid CIF
 * (validators/cif.ts).
 */
export function cifError(input: unknown): string | undefined {
  const cif = cleanCif(typeof input === 'string' ? input : '');
  if (cif === '') return messages.fieldRequired;
  return isValidCif(cif) ? undefined : messages.entityCifInvalid;
}

const text = (value: string | undefined) => (value ?? '').trim();

/** `order/{idOrder}/create-assign-entity`'s body: texts trimmed, the CIF cleaned. */
export function toCreateRequest(values: EntityCreateValues): EntityCreateRequest {
  return {
    name: text(values.name),
    cif: cleanCif(values.cif ?? ''),
    address: text(values.address),
    city: text(values.city),
    postalCode: text(values.postalCode),
    idCouncil: values.idCouncil ?? '',
    idTarget: values.idTarget ?? '',
  };
}
