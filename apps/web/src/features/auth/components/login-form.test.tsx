import { messages } from '@extranet/shared/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const renderForm = () => {
  const onSubmit = vi.fn();
  render(<LoginForm onSubmit={onSubmit} />);
  return onSubmit;
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm, drawn without antd', () => {
  it('says what is missing when sent empty, and sends nothing', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(screen.getByText(messages.loginUsernameRequired)).toBeDefined();
    expect(screen.getByText(messages.loginPasswordRequired)).toBeDefined();
    const dni = screen.getByLabelText('DNI');
    expect(dni.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(dni.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.loginUsernameRequired,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field as it changes', () => {
    renderForm();
    type('DNI', 'x');
    expect(screen.queryByText(messages.loginUsernameRequired)).toBeNull();
    type('DNI', '');
    expect(screen.getByText(messages.loginUsernameRequired)).toBeDefined();
    expect(screen.queryByText(messages.loginPasswordRequired)).toBeNull();
  });

  it('sends the DNI trimmed in capitals, the password and remember-me', () => {
    const onSubmit = renderForm();
    type('DNI', ' 12345678z ');
    type('Contraseña', 'secreta');
    fireEvent.click(screen.getByRole('switch', { name: 'Recordarme' }));
    fireEvent.click(screen.getByRole('button', { name: 'ENTRAR' }));
    expect(onSubmit).toHaveBeenCalledWith({
      username: '12345678Z',
      password: 'secreta',
      rememberMe: true,
    });
  });

  it('shows and hides the password by keyboard', () => {
    renderForm();
    const password = screen.getByLabelText('Contraseña');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mostrar' }), { key: 'Enter' });
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ocultar' }), { key: ' ' });
    expect(password.getAttribute('type')).toBe('password');
  });
});
