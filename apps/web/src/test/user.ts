import type { User } from '@extranet/shared/schemas/user';

/**
 * A complete participant who has accepted the agreement and needs no password change: the
 * tests change only what they are about.
 */
export function testUser(changes: Partial<User> = {}): User {
  return {
    id: 7,
    username: '12345678Z',
    name: 'Ana',
    surname: 'García',
    email: 'ana@example.es',
    phone: '',
    address: '',
    city: '',
    province: 'Asturias',
    postalCode: '',
    council: { id: 1, value: 'Allande' },
    role: 0,
    organization: { id: 1, name: 'Organización' },
    disabled: false,
    lastLogin: null,
    hasRGPDAgreed: true,
    linkedActivityId: null,
    mustChangePassword: false,
    ...changes,
  };
}
