// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fetchDownload, formatBytes, type DownloadProgress } from './fetch-download';

/** A streamed answer in the given chunks, without a length (as the analytics files come). */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv' } });
}

// docs/api-conventions.md#files, docs/testing.md
describe('fetchDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the stream chunk by chunk, telling the bytes received', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL) =>
      Promise.resolve(streamed(['Id;Nombre\n', '1;Ana\n'])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: DownloadProgress[] = [];
    const blob = await fetchDownload('user/2/getfile/usuarios.csv', (p) => seen.push(p));
    expect(await blob.text()).toBe('Id;Nombre\n1;Ana\n');
    expect(blob.type).toBe('text/csv');
    expect(seen.map((p) => p.received)).toEqual([0, 10, 16]);
    expect(seen.every((p) => p.total === null)).toBe(true);
    // The path goes under /api/, the token (none here) never in the address.
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/2/getfile/usuarios.csv');
  });

  // docs/product/README.md#error-catalogue ('CSV download 500')
  it("fails with the server's own message", async () => {
    const reply = { error: 'export failed', message: 'No se ha podido generar el fichero' };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(reply), { status: 500 }))),
    );
    const error = await fetchDownload('user/2/getfile/estados.csv', () => undefined).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No se ha podido generar el fichero');
    expect((error as ApiError).status).toBe(500);
  });
});

describe('formatBytes', () => {
  it('writes sizes the Spanish way', () => {
    expect(formatBytes(850)).toBe('850 B');
    expect(formatBytes(12_800)).toBe('12,5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });
});
