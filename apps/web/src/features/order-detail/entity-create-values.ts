import type { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { cleanCif } from '@extranet/shared/validators/cif';
import type { EntityFormValues } from '@/shared/entity-search/entity-form-values';

/** The fields of the entity dialog's 'Nueva entidad' form (the contract's EntityCreateRequest). */
export type EntityCreateValues = EntityFormValues<typeof EntityCreateRequest>;

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
