import { confirmReminders, messages } from '@extranet/shared/messages';
import { useState } from 'react';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { useSendReminders } from './api';
import { reminderTexts as t } from './reminder-texts';

const showError = (err: unknown) => {
  if (!isSessionEnd(err)) toast.error(errorText(err));
};

/**
 * ENVIAR CORREOS and a row's 'Enviar correo' (docs/product/calendar.md#reminders). ENVIAR CORREOS
 * needs a chosen row ('No hay citas seleccionadas para recordar') and asks first, saying when the
 * mails carry added text; a row's button sends its one reminder at once. Both send the text as it
 * is in 'Añadido al correo'.
 */
export function useReminderSending(text: string) {
  const send = useSendReminders();
  const [sendingRow, setSendingRow] = useState<number | null>(null);
  const body = (ids: number[]) => ({ listOrders: ids, textToAddToEmail: text });

  const sendChosen = (ids: number[], onSent: () => void) => {
    if (ids.length === 0) {
      toast.error(messages.noRemindersSelected);
      return;
    }
    dialogs.confirm({
      title: confirmReminders(ids.length),
      content: text.trim() ? messages.remindersWithText : undefined,
      okText: t.yes,
      cancelText: t.no,
      onOk: () =>
        send.mutateAsync(body(ids)).then(() => {
          toast.success(messages.remindersSent);
          onSent();
        }, showError),
    });
  };

  const sendOne = (id: number) => {
    setSendingRow(id);
    send.mutate(body([id]), {
      onSuccess: () => toast.success(messages.reminderSent),
      onError: showError,
      onSettled: () => setSendingRow(null),
    });
  };

  return {
    sendChosen,
    sendOne,
    sendingAll: send.isPending && sendingRow === null,
    sendingRow,
  };
}
