import { messages } from '@extranet/shared/messages';
import { ApiError, NETWORK_ERROR, readErrorReply } from './api-error';
import { saveFile } from './save-file';
import { sessionStore } from './session/session-store';

/** How much of a download has arrived; `total` only when the server said its length. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/**
 * The server's `{ error, message }` (docs/product/README.md#error-catalogue "CSV download 500": its
 * message is shown).
 */
async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: the status says what happened
  }
  const { error, message } = readErrorReply(response.status, data);
  return new ApiError({
    status: response.status,
    error,
    message,
    body: data,
  });
}

/** `/api/…` for a call path with or without its `/api/` prefix. */
const apiUrl = (path: string) => `/api/${path.replace(/^\/+/, '').replace(/^api\//, '')}`;

/**
 * Fetches `/api/{path}` with the session's bearer token in a header (docs/api-conventions.md#files:
 * the token never goes into a URL) and reads the body chunk by chunk, telling `onProgress` how many
 * bytes have arrived, so a long server-made file (docs/testing.md, streamed) shows its progress.
 * Resolves to the whole file as a blob, typed as the server sent it; a failure is an ApiError
 * carrying the server's message.
 */
export async function fetchDownload(
  path: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = sessionStore.get()?.token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({
      status: 0,
      error: NETWORK_ERROR,
      message: messages.serverErrorPrefix + messages.networkUnreachable,
    });
  }
  if (!response.ok) throw await failure(response);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a protected file (an order file, a campaign document…) with the bearer token and
 * hands it to the browser as `name` (docs/api-conventions.md#files).
 */
export async function saveDownload(path: string, name: string): Promise<void> {
  saveFile(await fetchDownload(path, () => undefined), name);
}

/** A byte count as Spanish text: '850 B', '12,5 KB', '3,2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('es-ES', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
