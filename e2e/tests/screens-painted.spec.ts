import { Role } from '@extranet/shared/roles';
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { activityViaApi } from '../support/activities.ts';
import { expectAccessible } from '../support/axe.ts';
import { activateCampaign, campaignViaApi } from '../support/campaigns.ts';
import { newPersonLoggedIn, openMenuEntry } from '../support/login.ts';

// docs/architecture.md#screens-painted-by-the-server: a logged-in phone gets /main, /activitylist
// and /activityorder with their data already in the page, before any script runs; the app then
// takes the same screen over.
test.describe('logged-in screens painted by the server', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  test.use(phone);

  test('the pages sent hold the screens with their data; the app takes over; a logout ends it', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await newAccount(request, Role.Admin);
    const n = Date.now();
    const campaignId = await campaignViaApi(request, admin.token, { name: `Campaña pintada ${n}` });
    await activateCampaign(request, admin.token, campaignId);
    const activity = `Actividad pintada ${n}`;
    const activityId = await activityViaApi(request, admin.token, campaignId, { name: activity });
    await newPersonLoggedIn(page, request);

    // What the server sent, seen without any script, with the session's cookie of the login.
    const bare = await browser.newContext({ ...phone, javaScriptEnabled: false });
    await bare.addCookies(await page.context().cookies());
    const sent = await bare.newPage();
    await sent.goto('/main');
    await expect(sent.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();
    // Unavailable until the app has taken over.
    await expect(sent.getByRole('button', { name: 'Menú' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await sent.goto(`/activitylist?campaign=${campaignId}`);
    await expect(
      sent.getByRole('heading', { level: 1, name: `Campaña pintada ${n}` }),
    ).toBeVisible();
    await expect(sent.getByRole('heading', { level: 2, name: activity })).toBeVisible();
    await sent.goto(`/activityorder?id=${activityId}`);
    await expect(
      sent.getByRole('heading', { level: 1, name: new RegExp(activity, 'i') }),
    ).toBeVisible();

    // With the app, on a CPU four times slower: the same screen, then the app's own.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/activitylist?campaign=${campaignId}`);
    await expect(page.getByRole('heading', { level: 2, name: activity })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(menu).not.toHaveAttribute('aria-disabled', 'true');
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectAccessible(page, 'painted activity list');
    await menu.click();
    await openMenuEntry(page, 'Salir');
    await expect(page).toHaveURL(/\/$/);

    // The logout cleared the cookie: the server sends the plain page, with no screen in it.
    await bare.clearCookies();
    await bare.addCookies(await page.context().cookies());
    await sent.goto('/main');
    await expect(sent.locator('#root')).toBeEmpty();
    await bare.close();
  });
});
