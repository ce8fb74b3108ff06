import { User } from '@extranet/shared/schemas/user';
import { bool, defineReply, int, isoTime, joinedPair, text } from '../db/json-reply.ts';
import { councils, organizations, users } from '../db/schema/users.ts';

/**
 * The User reply (docs/product/accounts.md#personal-data), declared once (db/json-reply.ts):
 * a user with its council and organization LEFT JOINed. Every call answering a user reads these
 * columns and presents them; the admin users list has the database write its pages from the
 * same fields (user-reply.test.ts compares both). Never the password.
 */
export const userReply = defineReply(User, {
  id: int(users.id),
  username: text(users.username),
  name: text(users.name),
  surname: text(users.surname),
  email: text(users.email),
  phone: text(users.phone),
  address: text(users.address),
  city: text(users.city),
  province: text(users.province),
  postalCode: text(users.postalCode),
  council: joinedPair(councils.id, 'value', councils.value),
  role: int(users.role),
  organization: joinedPair(organizations.id, 'name', organizations.name),
  disabled: bool(users.disabled),
  lastLogin: isoTime(users.lastLogin),
  hasRGPDAgreed: bool(users.rgpdAgreed),
  linkedActivityId: int(users.linkedActivityId),
  mustChangePassword: bool(users.mustChangePassword),
});
