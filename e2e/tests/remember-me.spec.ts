import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/login.ts';
import { loginViaApi, newPerson, registerViaApi } from '../support/people.ts';

test('Recordarme keeps the user logged in after the browser is closed', async ({
  browser,
  page,
  request,
}) => {
  const person = newPerson();
  await registerViaApi(request, person);
  await loginThroughForm(page, person, { rememberMe: true });
  await expect(page).toHaveURL(/\/main$/);

  // A browser restart keeps cookies and local storage but loses session storage. The page writes
  // the cookie as it leaves for /main; the browser's cookie store may learn of it a moment later.
  const rememberCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'srrtk');
  await expect.poll(rememberCookie, { message: 'the srrtk remember-me cookie' }).toBeDefined();
  const cookie = await rememberCookie();
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  const { cookies } = await page.context().storageState();
  await page.context().close();

  const restarted = await browser.newContext({ storageState: { cookies, origins: [] } });
  const again = await restarted.newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/\/main$/);
  await restarted.close();
});

test('a remember token in the srrtk query parameter logs in a fresh browser', async ({
  browser,
  request,
}) => {
  const person = newPerson();
  await registerViaApi(request, person);
  const session = await loginViaApi(request, person, true);
  expect(session.refreshToken).toBeTruthy();

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(`/?srrtk=${encodeURIComponent(session.refreshToken ?? '')}`);
  await expect(page).toHaveURL(/\/main$/);
  await fresh.close();
});
