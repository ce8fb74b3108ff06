// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { http } from './http';

const reply = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  vi.stubGlobal('fetch', reply(status, body));
  const err = await http.get('campaign/1', { schema: z.unknown() }).catch((e: unknown) => e);
  if (!(err instanceof ApiError)) throw new Error('expected an ApiError');
  return err;
}

// docs/product/README.md#error-catalogue
describe('http error texts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts "Error accediendo al servidor: " before a reason no screen explains', async () => {
    const err = await failureOf(500, {
      error: 'internal',
      message: 'Se ha producido un error en el servidor',
    });
    expect(err.message).toBe(
      'Error accediendo al servidor: Se ha producido un error en el servidor',
    );
    expect(err.error).toBe('internal');
  });

  it('keeps the catalogue sentence of an explained refusal as it is', async () => {
    const err = await failureOf(409, {
      error: 'campaign have activities',
      message: 'La campaña tiene actividades creadas. No se puede borrar',
    });
    expect(err.message).toBe('La campaña tiene actividades creadas. No se puede borrar');
  });

  it('reads a code this build does not know as a server failure, with its message', async () => {
    const err = await failureOf(409, {
      error: 'code from a newer server',
      message: 'La solicitud no se puede atender',
    });
    expect(err.error).toBe('http');
    expect(err.message).toBe('Error accediendo al servidor: La solicitud no se puede atender');
  });

  it('names the status when the reply is not an error body', async () => {
    const err = await failureOf(502, '<html>Bad gateway</html>');
    expect(err.message).toBe('Error accediendo al servidor: error 502');
  });
});
