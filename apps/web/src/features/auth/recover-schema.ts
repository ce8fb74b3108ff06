import { messages } from '@extranet/shared/messages';
import { isValidEmail } from '@extranet/shared/validators/email';
import { z } from 'zod';

/**
 * Recover access (docs/product/accounts.md#recover-access): the e-mail is required and valid, with
 * the recover wording.
 */
export const RecoverForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.recoverEmailInvalid)
    .refine(isValidEmail, messages.recoverEmailInvalid),
});
