import { OrderState } from '@extranet/shared/order-states';
import type { OrderDetail, OrderSummary } from '@extranet/shared/schemas/order';
import type { OrderDetailMode } from '@/shared/order-lists/order-detail-link';
import { paths } from '@/shared/paths';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The mode the detail was opened in (docs/product/requests.md#order-detail): the navigation
 * state's, else the address's `mode` (a reload, docs/product/README.md#routes); own by default.
 */
export function requestedMode(state: unknown, search: URLSearchParams): OrderDetailMode {
  const mode = isRecord(state) && 'mode' in state ? state.mode : search.get('mode');
  return mode === 'manager' ? 'manager' : 'own';
}

/** The order the list handed over, shown while the detail loads. */
export function handedOrder(state: unknown): OrderSummary | undefined {
  if (!isRecord(state) || !isRecord(state.order)) return undefined;
  const order = state.order;
  return typeof order.id === 'number' && typeof order.activityName === 'string'
    ? (order as unknown as OrderSummary)
    : undefined;
}

/** VOLVER: the list of the mode (docs/product/requests.md#order-detail). */
export const listPathOf = (mode: OrderDetailMode): string =>
  mode === 'manager' ? paths.orderList : paths.myOrderList;

/** What the viewer may do on the screen, from the API's flags and the mode. */
export interface DetailAccess {
  /** Manager mode: asked for and granted by the API (`isManager`). */
  manager: boolean;
  /**
   * The request form may change (docs/product/requests.md#states: the applicant only in state 1).
   */
  requestEditable: boolean;
  /**
   * The management form may change: managers only (docs/product/README.md#roles-and-permissions).
   */
  managementEditable: boolean;
  /** ANULAR SOLICITUD (docs/product/requests.md#order-detail: the applicant, in state 1). */
  canCancel: boolean;
  /** GUARDAR: something on the screen can change. */
  canSave: boolean;
  /** ENVIAR CORREO, the state selector, the applicant's contact and the entity dialog. */
  canMail: boolean;
}

/**
 * Manager mode needs the API's `isManager`: a participant typing mode=manager gets own mode.
 * In own mode even a manager sees the request as its applicant does (editable in state 1).
 */
export function detailAccess(
  order: Pick<OrderDetail, 'isManager' | 'canEdit' | 'canCancel' | 'state'>,
  mode: OrderDetailMode,
): DetailAccess {
  const manager = mode === 'manager' && order.isManager;
  const requestEditable = manager
    ? order.canEdit
    : order.canEdit && order.state.id === OrderState.Pending;
  return {
    manager,
    requestEditable,
    managementEditable: manager,
    canCancel: order.canCancel,
    canSave: requestEditable || manager,
    canMail: manager,
  };
}
