import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidPersonalId } from '../validators/personal-id.ts';
import { OptionItem } from './common.ts';
import { Organization } from './reference.ts';
import { idSchema } from './db-integer.ts';

/**
 * The user as every call answers it (docs/product/accounts.md#personal-data). Never carries the
 * password.
 */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  council: OptionItem.nullable(),
  /** 0 usuario, 1 gestor, 2 administrador, 3 superusuario. */
  role: z.number().int().min(0).max(3),
  organization: Organization.nullable(),
  disabled: z.boolean(),
  /** ISO timestamp of the previous successful login, null before the first one. */
  lastLogin: z.string().nullable(),
  hasRGPDAgreed: z.boolean(),
  /** Activity the user arrived from (a linked-activity page), kept until its form is shown. */
  linkedActivityId: z.number().int().nullable(),
  /** Set by recover access: the user must choose a new password at /firstrun. */
  mustChangePassword: z.boolean(),
});
export type User = z.infer<typeof User>;

const trimmed = z.string().trim();
const optionalText = (max: number) => trimmed.max(max).default('');

export const Username = z
  .string({ error: messages.registerLoginRequired })
  .trim()
  .toUpperCase()
  .min(1, messages.registerLoginRequired)
  .length(limits.loginLength, messages.registerLoginLength)
  .refine(isValidPersonalId, messages.registerLoginPersonalId);

const Email = z
  .string({ error: messages.emailInvalid })
  .trim()
  .min(1, messages.emailInvalid)
  .max(254, messages.emailInvalid)
  .refine(isValidEmail, messages.emailInvalid);

export const NewPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(limits.minPasswordLength, messages.passwordMinLength)
  .max(128);

/** Personal data shared by registration, own profile and the admin editor. */
export const PersonalData = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(100),
  surname: z
    .string({ error: messages.surnameRequired })
    .trim()
    .min(1, messages.surnameRequired)
    .max(150),
  email: Email,
  phone: optionalText(30),
  address: optionalText(200),
  city: optionalText(100),
  province: trimmed.max(100).default(limits.defaultProvince),
  postalCode: optionalText(10),
  councilId: idSchema({ message: messages.councilRequired }),
});

/** `POST user/create/`: self-registration (docs/product/accounts.md#registration). */
export const RegisterRequest = PersonalData.extend({
  username: Username,
  password: NewPassword,
  rgpdAgreed: z.literal(true, { error: messages.privacyRequired }),
  /** The activity page the user registered from, if any. */
  linkedActivityId: idSchema({ coerce: false }).nullable().optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/**
 * `POST user/change-user-data/`: own profile (docs/product/accounts.md#profile). Password optional.
 */
export const ChangeOwnDataRequest = PersonalData.extend({
  id: idSchema({ coerce: false }),
  username: z.string().optional(),
  password: z.union([z.literal(''), NewPassword]).optional(),
  /** Only a superuser may move itself to another organization (its own id otherwise). */
  organization: idSchema({ coerce: false }).nullable().optional(),
  rgpdAgreed: z.boolean().optional(),
});
export type ChangeOwnDataRequest = z.input<typeof ChangeOwnDataRequest>;

/** `POST user/change-password/` (docs/product/accounts.md#calls; /firstrun). */
export const ChangePasswordRequest = z.object({ password: NewPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `GET user/send-user-by-email/:email`. */
export const RecoverParams = z.object({ email: Email });
