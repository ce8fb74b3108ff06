import { messages } from '@extranet/shared/messages';
import type { FormInstance } from 'antd';
import { ApiError, type ApiErrorCode } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';

/**
 * The conflicts of a user save (docs/product/accounts.md#personal-data): the login (DNI/NIE) or
 * the e-mail already belongs to another user, with the field each concerns and its words.
 */
const userConflicts: Partial<
  Record<ApiErrorCode, { field: 'username' | 'email'; message: string }>
> = {
  'username already exists': { field: 'username', message: messages.usernameExists },
  'mail already exists': { field: 'email', message: messages.mailExists },
};

/** Where the server's field names differ from the forms': the repeat of the password. */
const formFieldOf: Record<string, string> = { passwordRepeat: 'repeatPassword' };

/**
 * Shows a refused save of a personal-data form under its fields: a conflict under the field it
 * concerns (every such form has `username` and `email`), each field of a 400 under its own.
 * Returns the conflict's words for the toast; undefined when the refusal is no conflict, which
 * each screen then words its own way.
 */
export function placeUserRefusal<T>(form: FormInstance<T>, err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const conflict = userConflicts[err.error];
  if (conflict) {
    form.setFields(serverFieldErrors<T>({ [conflict.field]: conflict.message }));
    return conflict.message;
  }
  if (err.status === 400) {
    const fields = Object.entries(err.fields).map(([name, text]) => [
      formFieldOf[name] ?? name,
      text,
    ]);
    form.setFields(serverFieldErrors<T>(Object.fromEntries(fields)));
  }
  return undefined;
}
