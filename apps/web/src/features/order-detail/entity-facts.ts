import type { OptionItem } from '@extranet/shared/schemas/common';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { orderDetailTexts as t } from './order-detail-texts';

/** One line of the entity block: a label and its value. */
export interface EntityFact {
  label: string;
  value: string;
}

/**
 * Where the order's entity stands (docs/product/requests.md#states,
 * docs/product/requests.md#stored-answers).
 */
export type EntityStatus = 'validated' | 'proposed' | 'individual';

export const entityStatusOf = (order: Pick<OrderDetail, 'entity' | 'entityData'>): EntityStatus =>
  order.entity ? 'validated' : order.entityData ? 'proposed' : 'individual';

const nameOf = (list: readonly OptionItem[], id: number | null | undefined) =>
  id === null || id === undefined ? '' : (list.find((item) => item.id === id)?.value ?? '');

/**
 * The lines of the entity block: the validated entity's data, or else the data the applicant
 * proposed (its council and target named from the reference lists); empty lines left out.
 */
export function entityFacts(
  order: Pick<OrderDetail, 'entity' | 'entityData'>,
  lists: { councils: readonly OptionItem[]; targets: readonly OptionItem[] },
): EntityFact[] {
  const { entity, entityData } = order;
  const data = entity
    ? {
        name: entity.name,
        cif: entity.cif,
        address: entity.address,
        city: entity.city,
        postalCode: entity.postalCode,
        council: entity.council?.value ?? '',
        target: entity.target?.value ?? '',
      }
    : {
        name: entityData?.name ?? '',
        cif: entityData?.cif ?? '',
        address: entityData?.address ?? '',
        city: entityData?.city ?? '',
        postalCode: entityData?.postalCode ?? '',
        council: nameOf(lists.councils, entityData?.idCouncil),
        target: nameOf(lists.targets, entityData?.idTarget),
      };
  return [
    { label: t.entityName, value: data.name },
    { label: t.entityCif, value: data.cif },
    { label: t.entityAddress, value: data.address },
    { label: t.entityCity, value: data.city },
    { label: t.entityPostalCode, value: data.postalCode },
    { label: t.entityCouncil, value: data.council },
    { label: t.entityTarget, value: data.target },
  ].filter((fact) => fact.value.trim() !== '');
}
