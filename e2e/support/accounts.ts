import { Role } from '@extranet/shared/roles';
import type { APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api.ts';
import {
  loginViaApi,
  newPerson,
  operator,
  registerViaApi,
  type ApiSession,
  type Person,
} from './people.ts';

/** A user made for one test: its credentials and data, its id, role and a session token. */
export interface Account extends Person {
  id: number;
  role: Role;
  token: string;
}

/**
 * A session of the operator's superuser, the one account the tests share. Its first login
 * (tests/operator.setup.ts) completes its profile before any other test runs, so the server
 * takes its calls from then on.
 */
export const operatorSession = (request: APIRequestContext): Promise<ApiSession> =>
  loginViaApi(request, operator);

/**
 * A new person with `role`: registered through the public call, as anyone is, then given the
 * role by the operator through the administration's user editor call (a participant keeps the
 * role registration gives). `fields` names the person, e.g. to read it in a state history.
 */
export async function newAccount(
  request: APIRequestContext,
  role: Role = Role.Participant,
  fields: Partial<Pick<Person, 'name' | 'surname'>> = {},
): Promise<Account> {
  const person = { ...newPerson(), ...fields };
  await registerViaApi(request, person);
  const session = await loginViaApi(request, person);
  if (role !== Role.Participant) {
    // A role change takes effect at once, on sessions already open too.
    const { token } = await operatorSession(request);
    await ok(
      await request.post(`/api/user/${session.user.id}/change-user-data/`, {
        headers: bearer(token),
        data: {
          id: session.user.id,
          name: person.name,
          surname: person.surname,
          email: person.email,
          province: 'Asturias',
          councilId: person.council.id,
          role,
        },
      }),
    );
  }
  return { ...person, id: session.user.id, role, token: session.token };
}
