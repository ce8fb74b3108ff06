import { limits } from '@extranet/shared/limits';
import type { AdminChangeUserDataRequest } from '@extranet/shared/schemas/user-admin';
import type { User } from '@extranet/shared/schemas/user';
import type { UserFormValues } from '@/shared/user-form/user-form-values';

/**
 * What the /usereditadmin form holds: the request's fields, with the login and the role as their
 * fields hold them (the schema also reads an empty one as absent).
 */
export type AdminUserValues = UserFormValues<
  typeof AdminChangeUserDataRequest,
  { username: string; role: number }
>;

/**
 * The form's start: province 'Asturias' and council id 1 when the user has none
 * (docs/product/README.md#constants-and-limits).
 */
export function adminUserValuesOf(user: User): AdminUserValues {
  return {
    username: user.username,
    name: user.name,
    surname: user.surname,
    email: user.email,
    password: '',
    repeatPassword: '',
    phone: user.phone,
    address: user.address,
    city: user.city,
    province: user.province || limits.defaultProvince,
    postalCode: user.postalCode,
    councilId: user.council?.id ?? limits.defaultUserEditCouncilId,
    role: user.role,
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * `POST user/{id}/change-user-data/` (docs/product/administration-and-analytics.md#calls): an empty
 * password keeps the current one (and then no repeat is sent); the login only when it changes, so
 * that a stored login that is no DNI/NIE (the operator's superuser) can be kept; the role only when
 * the viewer may change it, so a gestor's save never names one (the API refuses a gestor any role
 * change).
 */
export function adminUserRequestOf(
  user: { id: number; username: string },
  values: AdminUserValues,
  options: { sendRole: boolean },
): AdminChangeUserDataRequest {
  const password = values.password ?? '';
  const username = text(values.username).toUpperCase();
  return {
    id: user.id,
    ...(username === user.username.toUpperCase() ? {} : { username }),
    name: text(values.name),
    surname: text(values.surname),
    email: text(values.email),
    ...(password ? { password, passwordRepeat: values.repeatPassword ?? '' } : {}),
    phone: text(values.phone),
    address: text(values.address),
    city: text(values.city),
    province: text(values.province),
    postalCode: text(values.postalCode),
    councilId: values.councilId ?? limits.defaultUserEditCouncilId,
    ...(options.sendRole ? { role: values.role } : {}),
  };
}
