import { messages } from '@extranet/shared/messages';
import { expect, test } from '@playwright/test';
import { supervisedActivity } from '../support/activities.ts';
import { isoInDays } from '../support/campaigns.ts';
import { loginThroughForm } from '../support/login.ts';
import { acceptWithAppointment, participantOrder } from '../support/orders.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';

// 'Calendario personal' of /userprofile (docs/product/calendar.md#ical-feeds): a participant
// creates the secret address of its feed of accepted appointments, a calendar program reads its
// appointment there at Madrid's wall-clock time, and once revoked the address answers 404.

test('a participant subscribes to its accepted appointments and revokes the address', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const activity = `Visita al humedal ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Calendario e2e ${stamp}`,
    activity,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true }],
  });
  const order = await participantOrder(request, activityId, {
    name: 'Lucía',
    answers: { grupo: '5º C' },
  });
  const day = isoInDays(12);
  await acceptWithAppointment(request, gestor.token, order.id, { date: day, time: '10:00' });

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginThroughForm(page, order.person);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/userprofile');
  const section = page.getByRole('region', { name: 'Calendario personal' });
  await expect(section.getByText(/Outlook, Google Calendar/)).toBeVisible();
  await section.getByRole('button', { name: 'Crear dirección' }).click();
  await expect(page.getByText(messages.calendarFeedCreated)).toBeVisible();
  const address = section.getByLabel('Dirección de su calendario');
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();

  await section.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Dirección copiada')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // What a calendar program reads at the address: the appointment at 10:00 in Madrid.
  const path = new URL(url).pathname;
  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
  expect(ics).toContain(`UID:order-${order.id}@`);
  expect(ics).toContain(`SUMMARY:${activity}`);
  expect(ics).toContain(`DTSTART;TZID=Europe/Madrid:${day.replaceAll('-', '')}T100000`);
  expect(ics).toContain('BEGIN:VTIMEZONE');

  await toastsGone(page);
  await expectNoSidewaysScroll(page);
  await captureScreen(page, 'userprofile-calendar-feed', () => expect(address).toBeVisible());

  await section.getByRole('button', { name: 'Anular dirección' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Quiere anular la dirección de su calendario?');
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(messages.calendarFeedRevoked)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Crear dirección' })).toBeVisible();
  await expect(section.getByLabel('Dirección de su calendario')).toHaveCount(0);
  expect((await request.get(path)).status()).toBe(404);
});
