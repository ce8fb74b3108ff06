import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/login.ts';
import { newPerson, registerViaApi } from '../support/people.ts';

// docs/architecture.md#performance-on-phones: people log in from phones, whose CPU is several
// times slower than a desktop's, and the page they get holds the form before any script runs.
test.describe('login on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page sent for / already holds the login form', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Acceso a la extranet');
    expect(html).toContain('id="login_username"');
    expect(html).toContain('id="login_password"');
  });

  test('the form shows and logs in with the CPU four times slower', async ({ page, request }) => {
    const person = newPerson();
    await registerViaApi(request, person);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Acceso a la extranet' })).toBeVisible();
    await expect(page.getByLabel('DNI', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();

    await loginThroughForm(page, person);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  });
});
