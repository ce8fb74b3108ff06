import { describe, expect, it } from 'vitest';
import {
  deletionRefusal,
  generatePassword,
  GENERATED_PASSWORD_LENGTH,
  HIDDEN_PASSWORD,
  recoverAccessMail,
} from './rules.ts';

const person = (id: number, role: number, organizationId = 1) => ({ id, role, organizationId });

// docs/product/README.md#roles-and-permissions
describe('deletionRefusal', () => {
  it.each([
    ['a participant deletes itself', person(1, 0), person(1, 0), null],
    ['an administrator deletes itself', person(1, 2), person(1, 2), null],
    ['a superuser deletes itself', person(1, 3), person(1, 3), 'superuser cannot delete itself'],
    ['a participant names another', person(1, 0), person(2, 0), 'not found'],
    ['a supervisor names another', person(1, 1), person(2, 0), 'not found'],
    ['an administrator deletes a supervisor', person(1, 2), person(2, 1), null],
    ['an administrator deletes an administrator', person(1, 2), person(2, 2), null],
    ['an administrator names a superuser', person(1, 2), person(2, 3), 'forbidden'],
    ['a superuser names another superuser', person(1, 3), person(2, 3), 'forbidden'],
    ['a superuser deletes an administrator', person(1, 3), person(2, 2), null],
    ['an administrator names another organization', person(1, 2), person(2, 0, 7), 'not found'],
    ['an administrator names nobody', person(1, 2), undefined, 'not found'],
  ])('%s → %s', (_case, caller, target, expected) => {
    expect(deletionRefusal(caller, target)).toBe(expected);
  });
});

describe('generatePassword', () => {
  it('gives 10 unambiguous letters and digits with at least one of each', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]+$/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[A-Za-z]/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 100 }, generatePassword));
    expect(seen.size).toBe(100);
  });
});

describe('recoverAccessMail', () => {
  const data = {
    name: 'Rosa',
    username: '12345678Z',
    password: 'abcDEF2345',
    publicUrl: 'https://x.es',
  };

  it('carries the login, the password, the link and the note on the old password', () => {
    const mail = recoverAccessMail(data);
    expect(mail.subject).toBe('Nuevos datos de acceso');
    expect(mail.text).toContain('Hola, Rosa:');
    expect(mail.text).toContain('Usuario (DNI/NIE): 12345678Z');
    expect(mail.text).toContain('Contraseña: abcDEF2345');
    expect(mail.text).toContain('https://x.es');
    expect(mail.text).toContain(
      'Su contraseña anterior seguirá funcionando hasta que utilice la nueva',
    );
  });

  it('can be written for audit with the password hidden', () => {
    expect(recoverAccessMail({ ...data, password: HIDDEN_PASSWORD }).text).not.toContain(
      'abcDEF2345',
    );
  });
});
