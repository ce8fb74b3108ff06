import { Role } from '@extranet/shared/roles';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { choose, offeredOptions } from '../support/select.ts';
import { expectNoPageOverflow, openAdmin, openFilters } from './admin-support.ts';
import { newPerson, registerViaApi } from '../support/people.ts';
import { captureScreen } from '../support/screens.ts';

/** The card of the user whose DNI is `username`. */
const userCard = (page: Page, username: string) =>
  page.getByRole('article').filter({ hasText: username });

/** The role of each user card shown: the third of its facts (DNI, e-mail, role, council). */
const shownRoles = async (page: Page) => {
  const cards = await page.getByRole('article').all();
  return Promise.all(cards.map((card) => card.getByRole('definition').nth(2).textContent()));
};

test('an admin filters users by role and disables a new user, who can no longer log in', async ({
  page,
  request,
}) => {
  test.slow(); // many steps, each waiting for the API, on a machine shared with other runs
  const person = newPerson();
  await registerViaApi(request, person);
  // A gestor and a participant of one surname nobody else has, found together by a search.
  const surname = `Filtrado ${Date.now() % 1_000_000}`;
  const gestor = await newAccount(request, Role.Supervisor, { surname });
  const participant = await newAccount(request, Role.Participant, { surname });
  await openAdmin(page, await newAccount(request, Role.Admin));
  await expect(page.getByRole('article').first()).toBeVisible();
  await openFilters(page);
  await page.getByLabel('Buscar').fill(surname);
  await expect(userCard(page, gestor.username)).toBeVisible();
  await expect(userCard(page, participant.username)).toBeVisible();

  // docs/product/administration-and-analytics.md#users: role -1 is every role; choosing Gestor
  // narrows the list and lights the badge.
  await choose(page, 'Rol', 'Gestor');
  await expect(page.getByText('Filtros activos')).toBeVisible();
  await expect(userCard(page, gestor.username)).toBeVisible();
  await expect(userCard(page, participant.username)).toHaveCount(0);
  // Without the search, every user the role filter leaves is a gestor.
  await page.getByLabel('Buscar').fill('');
  await expect.poll(async () => new Set(await shownRoles(page))).toEqual(new Set(['Gestor']));
  // Role 3 is offered to a superuser only (docs/product/README.md#roles-and-permissions).
  const roles = await offeredOptions(page, 'Rol');
  await expect(roles.filter({ hasText: 'Gestor' })).toBeVisible();
  await expect(roles.filter({ hasText: 'Superusuario' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(page.getByText('El filtro se ha eliminado')).toBeVisible();
  await expect(page.getByText('Filtros activos')).toHaveCount(0);

  // Find the new user by its DNI and disable it with its switch.
  await page.getByLabel('Buscar').fill(person.username);
  const card = userCard(page, person.username);
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText(person.email)).toBeVisible();
  await expect(card.getByText('Avilés')).toBeVisible();
  await card.getByRole('switch', { name: /^Usuario desactivado\?/ }).click();
  await expect(page.getByText('Se ha desactivado el usuario')).toBeVisible();
  await expect(card.getByRole('switch')).toBeChecked();
  const refused = await request.post('/api/authenticate', {
    data: { username: person.username, password: person.password, rememberMe: false },
  });
  expect(refused.status()).toBe(401);

  // The reload button of tab 1 says what it does
  // (docs/product/administration-and-analytics.md#user-editor) and keeps the filter.
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByText('Obteniendo el listado de usuarios...')).toBeVisible();
  await expect(userCard(page, person.username).getByRole('switch')).toBeChecked();
  await expectAccessible(page, 'admin users with the filter open');

  // List mode: a table whose rows open the user editor with the user in the address.
  await page.getByText('Lista', { exact: true }).click();
  await expect(page).toHaveURL(/vista=lista/);
  const row = page.getByRole('row').filter({ hasText: person.username });
  await expect(row).toBeVisible();
  await expect(row.getByRole('switch')).toBeChecked();
  await expectAccessible(page, 'admin users as a table');
  await openFilters(page);
  await captureScreen(page, 'admin-users', expectNoPageOverflow);
  await row.click();
  await expect(page).toHaveURL(/\/usereditadmin\?id=\d+$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: '1 USUARIOS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('an admin creates a user with the modal and deletes it', async ({ page, request }) => {
  const person = newPerson();
  await openAdmin(page, await newAccount(request, Role.Admin));
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await expect(dialog).toBeVisible();

  // docs/product/administration-and-analytics.md#user-editor: a login of 9 characters.
  await dialog.getByLabel('Login (DNI/NIE)').fill('1234');
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(dialog.getByText('El login debe tener 9 caracteres')).toBeVisible();
  await expect(dialog.getByText('Selecciona un rol')).toBeVisible();
  await expectAccessible(page, 'new user modal with errors');

  await dialog.getByLabel('Login (DNI/NIE)').fill(person.username);
  await choose(page, 'Rol', 'Gestor');
  await dialog.getByLabel('Nombre', { exact: true }).fill(person.name);
  await dialog.getByLabel('Apellidos').fill(person.surname);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await dialog.getByLabel('Repetir contraseña').fill(person.password);
  const council = dialog.getByRole('combobox', { name: 'Concejo' });
  await council.fill(person.council.name);
  await council.press('Enter');
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha creado el usuario')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Creating it again is refused with the documented conflict message.
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  await dialog.getByLabel('Login (DNI/NIE)').fill(person.username);
  await choose(page, 'Rol', 'Usuario');
  await dialog.getByLabel('Nombre', { exact: true }).fill(person.name);
  await dialog.getByLabel('Apellidos').fill(person.surname);
  await dialog.getByLabel('Email').fill(`otro.${person.email}`);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await dialog.getByLabel('Repetir contraseña').fill(person.password);
  await council.fill(person.council.name);
  await council.press('Enter');
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(dialog.getByText('Ya existe un usuario con ese login')).toBeVisible();
  await dialog.getByRole('button', { name: 'CANCELAR' }).click();

  await openFilters(page);
  await page.getByLabel('Buscar').fill(person.username);
  // Wait for the filtered list: a click on the card of the list being replaced can be lost.
  await expect(
    page.getByRole('list', { name: 'Lista de usuarios' }).getByRole('article'),
  ).toHaveCount(1);
  const card = userCard(page, person.username);
  await expect(card.getByText('Gestor')).toBeVisible();
  await card.getByRole('button', { name: /^Borrar el usuario/ }).click();
  const confirm = page.getByRole('dialog', {
    name: '¿Estás seguro de que quieres borrar este usuario?',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Se ha borrado el usuario')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a gestor sees tabs 1 to 3 without create, disable or delete controls', async ({
  page,
  request,
}) => {
  const participant = await newAccount(request);
  await openAdmin(page, await newAccount(request, Role.Supervisor));
  await expect(page.getByRole('tab')).toHaveText(['1 USUARIOS', '2 ENTIDADES', '3 CENTROS']);
  await openFilters(page);
  await page.getByLabel('Buscar').fill(participant.username);
  await expect(userCard(page, participant.username)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo usuario' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Borrar (el usuario|la entidad)/ })).toHaveCount(
    0,
  );

  await page.getByRole('tab', { name: '2 ENTIDADES' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(page.getByRole('button', { name: 'Nueva entidad' })).toHaveCount(0);
  await expectAccessible(page, 'admin entities as a gestor');

  // The analytics tab is role 2+: asking for it in the address opens tab 1.
  await page.goto('/admin?tab=4');
  await expect(page.getByRole('tab', { name: '1 USUARIOS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: '4 ANALÍTICA DE DATOS' })).toHaveCount(0);
});
