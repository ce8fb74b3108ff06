import { CITIZEN_TARGET_ID } from '@extranet/shared/targets';
import type { RawOrder } from './order-batches.ts';
import type { ApplicantFacts, EntityFacts } from './order-dimensions.ts';

/** A proposed entity's council or target id, when the text is one. */
const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The council of an order (docs/product/administration-and-analytics.md#analytics): its validated
 * entity's, else the proposed entity's, else the applicant's (an individual request).
 */
export const orderCouncilOf = (
  order: RawOrder,
  entity: EntityFacts | undefined,
  applicant: ApplicantFacts | undefined,
): number | null => entity?.councilId ?? idOf(order[12]) ?? applicant?.councilId ?? null;

/**
 * The target of an order (docs/product/administration-and-analytics.md#analytics): its validated
 * entity's, else the proposed entity's; an individual request is the citizen target.
 */
export const orderTargetOf = (order: RawOrder, entity: EntityFacts | undefined): number | null =>
  entity?.targetId ?? idOf(order[13]) ?? (order[7] === 1 ? CITIZEN_TARGET_ID : null);
