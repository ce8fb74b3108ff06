import { z } from 'zod';
import { messages } from '../messages.ts';
import { PageQuery, pageOf } from './common.ts';
import { emptyToUndefined } from './entity.ts';
import { NewPassword, PersonalData, User, Username } from './user.ts';
import { idSchema } from './db-integer.ts';

/**
 * The administration calls on users: tab USUARIOS of
 * docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/administration-and-analytics.md#user-editor and the calls of
 * docs/product/administration-and-analytics.md#calls. The server enforces who may do
 * what (docs/product/README.md#roles-and-permissions); these schemas only say what a well-formed
 * request looks like.
 */

/** A role number 0..3 (0 usuario, 1 gestor, 2 administrador, 3 superusuario). */
const RoleValue = z
  .number({ error: messages.roleRequired })
  .int(messages.roleRequired)
  .min(0, messages.roleRequired)
  .max(3, messages.roleRequired);

/**
 * `GET user/list/for-user-organization/?_page&role&text&_pagesize`
 * (docs/product/administration-and-analytics.md#users): the users of the caller's organization.
 * `role` -1 (default) is every role, and only a superuser may ask for role 3
 * (docs/product/README.md#roles-and-permissions). `text` matches name, surname, login and e-mail,
 * accents and case aside; each word must be found. `_sort`: `name` (default: surname, name,
 * ascending), `username` (ascending by default) or `id` (newest first by default).
 */
export const UserListQuery = PageQuery.extend({
  _sort: z.enum(['name', 'username', 'id']).default('name'),
  _dir: z.enum(['asc', 'desc']).optional(),
  role: z.preprocess(emptyToUndefined, z.coerce.number().int().min(-1).max(3).default(-1)),
  text: z.string().trim().max(100).default(''),
});
export type UserListQuery = z.input<typeof UserListQuery>;

/**
 * A page of users (docs/api-conventions.md#campaign-and-activity-lists: `total` on page 0 only).
 */
export const UserPage = pageOf(User);
export type UserPage = z.infer<typeof UserPage>;

/** `GET user/get/by-id/?id`: the user editor reloads by id (docs/product/README.md#routes). */
export const UserByIdQuery = z.object({ id: idSchema() });

/** `GET user/:id/set-disabled/:bool/`: `true` disables, `false` enables. */
export const SetDisabledParams = z.object({
  id: idSchema(),
  bool: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export type SetDisabledParams = z.input<typeof SetDisabledParams>;

/**
 * The repeat, when sent, must equal the password
 * (docs/product/administration-and-analytics.md#user-editor: 'Los valores de la contraseña…').
 */
const repeatMatches = (
  value: { password?: string | undefined; passwordRepeat?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.passwordRepeat !== undefined && value.passwordRepeat !== (value.password ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordRepeat'],
      message: messages.passwordsDontMatch,
    });
  }
};

/**
 * `POST user/new/`: the admin modal (docs/product/administration-and-analytics.md#user-editor):
 * login (a DNI or NIE of 9 characters), role, name, surname, e-mail, password and council required;
 * the repeat is checked when sent. The user joins the caller's organization.
 */
export const AdminNewUserRequest = PersonalData.extend({
  username: Username,
  role: RoleValue,
  password: NewPassword,
  passwordRepeat: z.string().optional(),
}).superRefine(repeatMatches);
export type AdminNewUserRequest = z.input<typeof AdminNewUserRequest>;

/**
 * `POST user/:id/change-user-data/`: the full-page editor
 * (docs/product/administration-and-analytics.md#user-editor: name, surname, e-mail required;
 * password optional, matching its repeat). `id` must be the path's. An absent or empty `username`
 * or `password` keeps the current one; an absent `role` too.
 */
export const AdminChangeUserDataRequest = PersonalData.extend({
  id: idSchema(),
  username: z.preprocess(emptyToUndefined, Username.optional()),
  password: z.union([z.literal(''), NewPassword]).optional(),
  passwordRepeat: z.string().optional(),
  role: z.preprocess(emptyToUndefined, RoleValue.optional()),
}).superRefine(repeatMatches);
export type AdminChangeUserDataRequest = z.input<typeof AdminChangeUserDataRequest>;
