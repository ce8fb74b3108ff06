import { messages } from '@extranet/shared/messages';
import { ApiError, errorText, type ApiErrorCode } from '@/shared/api-error';
import { toast } from '@/shared/toast';
import { useRecoverAccess } from './api';

/**
 * Recover access (docs/access-and-sessions.md#recover-access): the message of each refusal, by the server's error key rather
 * than its status: a 503 may also be the database away, which says so in its own words
 * (docs/operations.md).
 */
const byError: Partial<Record<ApiErrorCode, string>> = {
  'mail not found': messages.recoverNotFound,
  'user not eligible': messages.recoverPrecondition,
  'mail server unavailable': messages.mailServerDown,
};

export function recoverErrorText(err: unknown): string {
  return (err instanceof ApiError && byError[err.error]) || errorText(err);
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
