// @vitest-environment node
import { errorCatalogue } from '@extranet/shared/errors';
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api-error';
import { recoverErrorText } from './use-recover-flow';

const refusal = (error: keyof typeof errorCatalogue) =>
  new ApiError({
    status: errorCatalogue[error].status,
    error,
    message: errorCatalogue[error].message,
  });

describe('recover access refusals', () => {
  it.each([
    ['mail not found', messages.recoverNotFound],
    ['user not eligible', messages.recoverPrecondition],
    ['mail server unavailable', messages.mailServerDown],
  ] as const)(
    'says %s in the words of docs/access-and-sessions.md#recover-access',
    (error, text) => {
      expect(recoverErrorText(refusal(error))).toBe(text);
    },
  );

  it('says the database is away, not the mail server, on its 503 (docs/operations.md)', () => {
    expect(recoverErrorText(refusal('database unavailable'))).toBe(messages.databaseUnavailable);
  });
});
