import { confirmReminders, messages } from '@extranet/shared/messages';
import { expect, test } from '@playwright/test';
import { supervisedActivity } from '../support/activities.ts';
import { isoInDays } from '../support/campaigns.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { mailsTo, waitForSubject } from '../support/mail.ts';
import { acceptWithAppointment, participantOrder } from '../support/orders.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';

// /eventsreminderview 'ENVÍO DE RECORDATORIOS POR EMAIL' (docs/product/calendar.md#reminders): a
// gestor finds next week's appointments of its campaign, sends their reminders with an added text
// through the mail outbox, and sees each one in the order's history.

test("a gestor sends next week's appointment reminders and finds them in the order's history", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const activity = `Ruta del río ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(
    request,
    {
      campaign: `Recordatorios e2e ${stamp}`,
      activity,
      formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true }],
    },
    { name: 'Gema', surname: `Gestora ${stamp}` },
  );
  const first = await participantOrder(request, activityId, {
    name: 'Irene',
    answers: { grupo: '3º A' },
  });
  const second = await participantOrder(request, activityId, {
    name: 'Julio',
    answers: { grupo: '4º B' },
  });
  await acceptWithAppointment(request, gestor.token, first.id, {
    date: isoInDays(2),
    time: '10:00',
  });
  await acceptWithAppointment(request, gestor.token, second.id, {
    date: isoInDays(4),
    time: '12:30',
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Recordatorios');
  await expect(page).toHaveURL(/\/eventsreminderview$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ENVÍO DE RECORDATORIOS POR EMAIL' }),
  ).toBeVisible();
  await expect(page.getByLabel('Fecha inicio')).not.toHaveValue('');
  await expect(page.getByLabel('Fecha fin')).not.toHaveValue('');

  // Next week's appointments (the default range, today to today + 7): the gestor's two.
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText('2 citas', { exact: true })).toBeVisible();
  const table = page.getByRole('region', { name: 'Citas' });
  const rowOf = (id: number) =>
    table
      .getByRole('row')
      .filter({ hasText: activity })
      .filter({
        has: page.getByRole('cell', { name: String(id), exact: true }),
      });
  await expect(rowOf(first.id)).toContainText(`${first.person.name} ${first.person.surname}`);
  await expect(rowOf(second.id)).toContainText('12:30');

  // ENVIAR CORREOS with none chosen, then both with an added text.
  await page.getByRole('button', { name: 'ENVIAR CORREOS' }).click();
  await expect(page.getByText(messages.noRemindersSelected)).toBeVisible();
  await page
    .getByRole('checkbox', { name: `Seleccionar la cita de la solicitud ${first.id}` })
    .check();
  await page
    .getByRole('checkbox', { name: `Seleccionar la cita de la solicitud ${second.id}` })
    .check();
  const added = `Traigan botas de agua (${stamp}).`;
  await page.getByLabel('Añadido al correo').fill(added);
  await page.getByRole('button', { name: 'ENVIAR CORREOS' }).click();
  const dialog = page.getByRole('dialog', { name: confirmReminders(2) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(messages.remindersWithText)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(messages.remindersSent)).toBeVisible();

  const subject = `Recordatorio de su cita: ${activity}`;
  for (const order of [first, second]) {
    const mail = await waitForSubject(order.person.email, subject);
    expect(mail.text).toContain(added);
    expect(mail.text).toContain(`/orderdetail?id=${order.id}`);
  }
  const day = isoInDays(2).split('-').reverse().join('/');
  expect((await waitForSubject(first.person.email, subject)).text).toContain(`Fecha: ${day}`);

  // A row's 'Enviar correo' sends that one reminder (with the text still in the box).
  await page.getByLabel('Añadido al correo').fill('');
  await rowOf(first.id).getByRole('button', { name: 'Enviar correo' }).click();
  await expect(page.getByText(messages.reminderSent)).toBeVisible();
  const reminders = () => mailsTo(first.person.email).filter((m) => m.subject === subject);
  await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(2);
  expect(reminders()[1]?.text).not.toContain(added);

  await toastsGone(page);
  await captureScreen(page, 'eventsreminderview');
  await expectNoSidewaysScroll(page);

  // A row opens its order, whose history lists the reminders sent.
  await rowOf(first.id).getByRole('cell', { name: activity }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${first.id}&mode=manager$`));
  const history = page.getByRole('region', { name: 'HISTORIAL DE ESTADOS' });
  await expect(
    history.getByText(`Recordatorio enviado por ${gestor.name} ${gestor.surname}`),
  ).toHaveCount(2);
  await expect(history.getByText(`Texto añadido: ${added}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Añadir al calendario' }).click();
  expect((await downloading).suggestedFilename()).toBe(`cita-solicitud-${first.id}.ics`);
  await expect(page.getByText(`${day} 10:00`, { exact: true })).toBeVisible();
  await captureScreen(page, 'orderdetail-reminders');
});
