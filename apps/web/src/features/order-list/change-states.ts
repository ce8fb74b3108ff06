import { messages } from '@extranet/shared/messages';
import { OrderState } from '@extranet/shared/order-states';
import { ApiError, errorText } from '@/shared/api-error';

/** The values of the CAMBIAR ESTADO dialog. */
export interface ChangeStatesValues {
  idState?: number;
  reason: string;
  sendMails: boolean;
}

export const initialChangeStates: ChangeStatesValues = { reason: '', sendMails: true };

/**
 * docs/product/requests.md#states: the success toast, or that the states changed but the mails
 * could not be sent.
 */
export const changeStatesSuccessText = (reply: { mailsQueued: boolean }): string =>
  reply.mailsQueued ? messages.orderStatesChanged : messages.orderStatesChangedMailsFailed;

/**
 * docs/product/requests.md#states: a rejection (Denegada) needs a reason, as the server checks too.
 */
export const reasonRequired = (idState: number | undefined): boolean =>
  idState === OrderState.Rejected;

/**
 * The text of a refused change: the server's Spanish message ('Solicitud 12: Es necesario
 * validar la entidad…'), or for a 400 the message of the field it names (the reason).
 */
export function changeStatesErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const [first] = Object.values(error.fields);
    if (first) return first;
  }
  return errorText(error);
}
