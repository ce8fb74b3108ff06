import { Role } from '@extranet/shared/roles';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { managesCampaign } from '../../policies/campaign-management.ts';

/** What the permission rules need to know of an order: whose it is and whose campaign. */
export interface OrderScope {
  id: number;
  userId: number;
  campaignId: number;
  supervisorId: number | null;
  organizationId: number;
}

/**
 * Manages the order's campaign: role 2+ of its organization, or the campaign's supervisor
 * (docs/product/README.md#roles-and-permissions: role 1 sees orders of its own campaigns, role 2+
 * all of them).
 */
export const managesOrder = (caller: SessionUser, order: OrderScope) =>
  managesCampaign(caller, { ...order, active: true });

export const isApplicant = (caller: SessionUser, order: OrderScope) => order.userId === caller.id;

/**
 * The applicant or a manager of its campaign may see an order; to anyone else it does not exist
 * (docs/api-conventions.md#error-replies: 404, 'No se ha encontrado la solicitud').
 */
export function assertSeesOrder<T extends OrderScope>(
  caller: SessionUser,
  order: T | undefined,
): asserts order is T {
  if (!order || !(isApplicant(caller, order) || managesOrder(caller, order))) {
    throw new AppError('order not found');
  }
}

/**
 * Manager mode (state changes, mails, entities; docs/product/README.md#roles-and-permissions): role
 * 0 is refused (403, role too low); a supervisor outside the order's campaign, like a missing
 * order, gets 404.
 */
export function assertManagesOrder<T extends OrderScope>(
  caller: SessionUser,
  order: T | undefined,
): asserts order is T {
  if (caller.role < Role.Supervisor) throw new AppError('forbidden');
  if (!order || !managesOrder(caller, order)) throw new AppError('order not found');
}
