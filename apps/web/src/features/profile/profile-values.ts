import { limits } from '@extranet/shared/limits';
import { ChangeOwnDataRequest, type User } from '@extranet/shared/schemas/user';
import type { UserFormValues } from '@/shared/user-form/user-form-values';

/** What the profile form holds: the fields of its request. */
export type ProfileValues = UserFormValues<typeof ChangeOwnDataRequest>;

export function profileValuesOf(user: User): ProfileValues {
  return {
    username: user.username,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    address: user.address,
    city: user.city,
    province: user.province || limits.defaultProvince,
    postalCode: user.postalCode,
    councilId: user.council?.id,
    organization: user.organization?.id,
  };
}

/**
 * The `user/change-user-data/` request (docs/product/accounts.md#calls): an empty password keeps
 * the current one; the organization is sent only by a superuser; the agreement, once given, stays
 * given.
 */
export function profileRequestOf(user: User, values: ProfileValues, isSuperuser: boolean) {
  return ChangeOwnDataRequest.safeParse({
    id: user.id,
    username: user.username,
    name: values.name,
    surname: values.surname,
    email: values.email,
    password: values.password || undefined,
    phone: values.phone ?? '',
    address: values.address ?? '',
    city: values.city ?? '',
    province: values.province ?? '',
    postalCode: values.postalCode ?? '',
    councilId: values.councilId,
    organization: isSuperuser ? (values.organization ?? null) : undefined,
    rgpdAgreed: user.hasRGPDAgreed || values.rgpdAgreed === true,
  });
}
