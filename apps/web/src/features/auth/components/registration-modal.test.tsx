import { messages } from '@extranet/shared/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RegistrationModal } from './registration-modal';

const councils = [
  { id: 1, value: 'Allande' },
  { id: 2, value: 'Avilés' },
];

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'REGISTRARSE' }));

function open() {
  renderWithProviders(<RegistrationModal open onClose={() => undefined} councils={councils} />);
  return screen.getByRole('dialog', { name: 'Nuevo usuario' });
}

// docs/product/accounts.md#registration
describe('registration modal', () => {
  it('refuses a DNI whose control letter is wrong', async () => {
    const dialog = open();
    type(within(dialog).getByLabelText('Login (DNI/NIE)'), '12345678A');
    submit(dialog);
    expect(await within(dialog).findByText(messages.registerLoginPersonalId)).toBeVisible();
  });

  it('asks for every required field and defaults the province to Asturias', async () => {
    const dialog = open();
    expect(within(dialog).getByLabelText('Provincia')).toHaveProperty('value', 'Asturias');
    submit(dialog);
    for (const text of [
      messages.registerLoginRequired,
      messages.emailInvalid,
      messages.passwordRepeatRequired,
      messages.councilRequired,
      messages.privacyRequired,
    ]) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }
  });

  it('says when the two passwords differ', async () => {
    const dialog = open();
    type(within(dialog).getByLabelText('Contraseña'), 'secreto1');
    type(within(dialog).getByLabelText('Repetir contraseña'), 'secreto2');
    submit(dialog);
    expect(await within(dialog).findByText(messages.passwordsDontMatch)).toBeVisible();
  });
});
