// @vitest-environment node
import { errorCatalogue, type ErrorCode } from '@extranet/shared/errors';
import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-error';
import { placeUserRefusal } from './user-refusal';

const refusal = (error: ErrorCode, fields?: Record<string, string>) =>
  new ApiError({
    status: errorCatalogue[error].status,
    error,
    message: errorCatalogue[error].message,
    fields,
  });

/** A form that records the field errors it is given. */
function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance<object>, setFields };
}

describe('a refused save of a personal-data form (docs/product/accounts.md#personal-data)', () => {
  it.each([
    ['username already exists', 'username', 'Ya existe un usuario con ese login'],
    ['mail already exists', 'email', 'Ya existe un usuario con ese email'],
  ] as const)('puts %s under %s and returns its words', (error, field, text) => {
    const { form, setFields } = fakeForm();
    expect(placeUserRefusal(form, refusal(error))).toBe(text);
    expect(setFields).toHaveBeenCalledWith([{ name: field, errors: [text] }]);
  });

  it("puts a 400's fields under theirs, the repeat under the form's repeatPassword", () => {
    const { form, setFields } = fakeForm();
    const err = refusal('validation', {
      email: 'Introduce un Email válido',
      passwordRepeat: 'Los valores de la contraseña no coinciden',
    });
    expect(placeUserRefusal(form, err)).toBeUndefined();
    expect(setFields).toHaveBeenCalledWith([
      { name: 'email', errors: ['Introduce un Email válido'] },
      { name: 'repeatPassword', errors: ['Los valores de la contraseña no coinciden'] },
    ]);
  });

  it('leaves any other failure to the screen', () => {
    const { form, setFields } = fakeForm();
    expect(placeUserRefusal(form, refusal('forbidden'))).toBeUndefined();
    expect(placeUserRefusal(form, new Error('sin red'))).toBeUndefined();
    expect(setFields).not.toHaveBeenCalled();
  });
});
