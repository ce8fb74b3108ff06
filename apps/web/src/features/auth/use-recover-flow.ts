import { messages } from '@extranet/shared/messages';
import { ApiError, errorText } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { useRecoverAccess } from './api';

/** spec §8 "Reminder of access": the message of each refusal. */
const byStatus: Record<number, string> = {
  404: messages.recoverNotFound,
  412: messages.recoverPrecondition,
  503: messages.mailServerDown,
};

function recoverErrorText(err: unknown): string {
  return (err instanceof ApiError && byStatus[err.status]) || errorText(err);
}

/** Sends new access data to an e-mail; `onSent` runs after the success toast. */
export function useRecoverFlow(onSent: () => void) {
  const recover = useRecoverAccess();
  const send = (email: string) =>
    recover.mutate(email, {
      onSuccess: () => {
        toast.success(messages.recoverSent);
        onSent();
      },
      onError: (err) => toast.error(recoverErrorText(err), 'recover'),
    });
  return { send, busy: recover.isPending };
}
