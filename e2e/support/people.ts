import { dniLetterFor } from '@extranet/shared/validators/dni';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The documented demo accounts (README), seeded with SEED_DEMO=true. Only the test of the demo
 * seed uses them (login.spec.ts): every other test makes its own users (accounts.ts).
 */
export const demo = {
  participant: { username: '00000000T', password: 'demo1234' },
  gestor: { username: '11111111H', password: 'demo1234' },
  admin: { username: '22222222J', password: 'demo1234' },
  superuser: { username: '33333333P', password: 'demo1234' },
} as const;

/**
 * The superuser the server creates from ADMIN_USERNAME/ADMIN_PASSWORD: no e-mail and no
 * agreement yet, as an operator's first account is.
 */
export const operator = { username: '44444444A', password: 'operador1' } as const;

export interface Person {
  username: string;
  password: string;
  name: string;
  surname: string;
  email: string;
  /** A council of the reference list, by id and by its visible name. */
  council: { id: number; name: string };
}

let sequence = 0;

/**
 * A new person with a valid DNI (8 digits and its mod-23 control letter) and an e-mail nobody
 * else has; unique across workers and runs.
 */
export function newPerson(): Person {
  sequence += 1;
  const stamp = (Date.now() % 1_000_000) * 100 + (process.pid % 10) * 10 + sequence;
  const number = 10_000_000 + (stamp % 89_999_999);
  const tag = `${number}-${sequence}`;
  return {
    username: `${number}${dniLetterFor(number)}`,
    password: 'clave-e2e-1',
    name: 'Ana',
    surname: 'Prueba Suárez',
    email: `ana.${tag}@e2e.test`,
    council: { id: 4, name: 'Avilés' },
  };
}

/** Registers `person` through the public call the registration modal uses. */
export async function registerViaApi(request: APIRequestContext, person: Person): Promise<void> {
  const res = await request.post('/api/user/create/', {
    data: {
      username: person.username,
      name: person.name,
      surname: person.surname,
      email: person.email,
      password: person.password,
      phone: '',
      address: '',
      city: '',
      province: 'Asturias',
      postalCode: '',
      councilId: person.council.id,
      rgpdAgreed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export interface ApiSession {
  user: { id: number; role: number };
  token: string;
  refreshToken: string | null;
}

/** POST /api/authenticate; fails the test unless it answers 200. */
export async function loginViaApi(
  request: APIRequestContext,
  credentials: { username: string; password: string },
  rememberMe = false,
): Promise<ApiSession> {
  const res = await request.post('/api/authenticate', { data: { ...credentials, rememberMe } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiSession;
}
