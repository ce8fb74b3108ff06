import { expect, type APIResponse } from '@playwright/test';

/** The Authorization header of a session token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The reply's JSON once it answered 200; fails the test with the reply's text otherwise. */
export async function ok<T>(reply: APIResponse): Promise<T> {
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
}
