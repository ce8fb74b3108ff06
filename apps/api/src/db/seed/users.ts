import type { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { hashPassword, type Argon2Cost } from '../../plugins/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { DEFAULT_ORGANIZATION } from './reference.ts';

export interface SeedUser {
  username: string;
  password: string;
  role: Role;
  name: string;
  surname: string;
  email: string;
  councilId: number;
  /**
   * False makes the first login ask the person to accept the agreement
   * (docs/product/accounts.md#profile).
   */
  rgpdAgreed?: boolean;
}

/** The documented demo accounts (README), one per role; all accept the RGPD agreement. */
export const demoUsers: SeedUser[] = [
  {
    username: '00000000T',
    password: 'demo1234',
    role: 0,
    name: 'Lucía',
    surname: 'Fernández García',
    email: 'participante@demo.local',
    councilId: 44,
  },
  {
    username: '11111111H',
    password: 'demo1234',
    role: 1,
    name: 'Marcos',
    surname: 'Álvarez Suárez',
    email: 'gestor@demo.local',
    councilId: 24,
  },
  {
    username: '22222222J',
    password: 'demo1234',
    role: 2,
    name: 'Elena',
    surname: 'Menéndez Rodríguez',
    email: 'admin@demo.local',
    councilId: 66,
  },
  {
    username: '33333333P',
    password: 'demo1234',
    role: 3,
    name: 'Javier',
    surname: 'González Díaz',
    email: 'superusuario@demo.local',
    councilId: 4,
  },
];

/** Creates the user when its username is free; an existing account is left as it is. */
export async function ensureUser(db: Db, user: SeedUser, cost: Argon2Cost): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, user.username));
  if (existing) return;
  await db.insert(users).values({
    username: user.username,
    passwordHash: await hashPassword(user.password, cost),
    role: user.role,
    name: user.name,
    surname: user.surname,
    email: user.email,
    councilId: user.councilId,
    organizationId: DEFAULT_ORGANIZATION.id,
    rgpdAgreed: user.rgpdAgreed ?? true,
  });
}
