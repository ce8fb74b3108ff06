// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api-error';
import { changeStatesErrorText, changeStatesSuccessText, reasonRequired } from './change-states';

// docs/product/requests.md#states, docs/product/requests.md#validation
describe('CAMBIAR ESTADO outcomes', () => {
  it('says the states changed, or that the mails could not be sent', () => {
    expect(changeStatesSuccessText({ mailsQueued: true })).toBe(
      'Se han cambiado los estados de las solicitudes',
    );
    expect(changeStatesSuccessText({ mailsQueued: false })).toContain(
      'no se han podido enviar los correos',
    );
  });

  it('asks a reason for Denegada only', () => {
    expect(reasonRequired(3)).toBe(true);
    expect(reasonRequired(2)).toBe(false);
    expect(reasonRequired(undefined)).toBe(false);
  });

  it("shows the server's Spanish message, or the field it names", () => {
    const conflict = new ApiError({
      status: 409,
      error: 'entity not validated',
      message: 'Solicitud 4: Es necesario validar la entidad antes de aceptar la solicitud',
    });
    expect(changeStatesErrorText(conflict)).toBe(conflict.message);
    const invalid = new ApiError({
      status: 400,
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { reason: 'Debe indicar el motivo del rechazo' },
    });
    expect(changeStatesErrorText(invalid)).toBe('Debe indicar el motivo del rechazo');
  });
});
