import { messages } from '@extranet/shared/messages';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { useCancelOrder, useSendOrderMail } from './api';
import { orderDetailTexts as t } from './order-detail-texts';

const showError = (err: unknown) => {
  if (!isSessionEnd(err)) toast.error(errorText(err));
};

/**
 * ANULAR SOLICITUD, after its confirmation
 * (docs/product/README.md#error-catalogue: '¿Estás seguro de que quieres cancelar
 * esta solicitud?'), and ENVIAR CORREO. Their toasts come from the calls' hooks.
 */
export function useDetailCommands(orderId: number, onCancelled: (order: OrderDetail) => void) {
  const cancel = useCancelOrder(orderId);
  const mail = useSendOrderMail(orderId);

  const cancelOrder = () => {
    dialogs.confirm({
      title: messages.confirmCancelOrder,
      okText: t.yes,
      cancelText: t.no,
      okButtonProps: { danger: true },
      onOk: () =>
        cancel.mutateAsync().then(onCancelled, (err: unknown) => {
          showError(err);
        }),
    });
  };

  const sendMail = () => mail.mutate(undefined, { onError: showError });

  return {
    cancelOrder,
    cancelling: cancel.isPending,
    sendMail,
    mailing: mail.isPending,
  };
}
