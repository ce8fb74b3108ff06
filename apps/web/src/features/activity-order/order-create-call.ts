import { messages } from '@extranet/shared/messages';
import { OrderConflictReply, OrderCreateReply } from '@extranet/shared/schemas/order';
import { ErrorReply } from '@extranet/shared/schemas/common';
import { ApiError, NETWORK_ERROR } from '@/shared/api-error';
import { loadingTracker } from '@/shared/loading/loading-tracker';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';

/**
 * A refused request with the places figures of a 'CANCEL Full Activity' reply (design.md §2):
 * places left on the requested date and visitors asked for.
 */
export class OrderCreateError extends ApiError {
  readonly remaining: number | undefined;
  readonly requested: number | undefined;

  constructor(
    init: ConstructorParameters<typeof ApiError>[0] & { remaining?: number; requested?: number },
  ) {
    super(init);
    this.name = 'OrderCreateError';
    this.remaining = init.remaining;
    this.requested = init.requested;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The error of a refused call, with the places figures when the reply carries them. */
function refusal(status: number, data: unknown, endedSession: boolean): OrderCreateError {
  const reply = ErrorReply.safeParse(data);
  const places = OrderConflictReply.safeParse(data);
  return new OrderCreateError({
    status,
    error: reply.success ? reply.data.error : 'http',
    message: reply.success ? reply.data.message : `${messages.serverErrorPrefix}error ${status}`,
    fields: reply.success ? reply.data.fields : undefined,
    endedSession,
    remaining: places.success ? places.data.remaining : undefined,
    requested: places.success ? places.data.requested : undefined,
  });
}

/**
 * `POST order/create/` (multipart, spec §7). It goes through fetch rather than the shared
 * `http` client only because that client keeps `{ error, message, fields }` of an error reply
 * and drops the `remaining` / `requested` figures the places dialog needs; everything else
 * (bearer token, loading indicator, a 401 ending the session) behaves as in `http`.
 */
export async function postOrderCreate(body: FormData): Promise<OrderCreateReply> {
  const token = sessionStore.get()?.token ?? null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const done = loadingTracker.start();
  try {
    let response: Response;
    try {
      response = await fetch('/api/order/create/', { method: 'POST', headers, body });
    } catch {
      throw new ApiError({
        status: 0,
        error: NETWORK_ERROR,
        message: messages.serverErrorPrefix + messages.networkUnreachable,
      });
    }
    const data = parseJson(await response.text());
    if (!response.ok) {
      const endedSession = response.status === 401 && token !== null;
      const error = refusal(response.status, data, endedSession);
      // spec §2: a 401 on a logged-in call ends the session, as the http client does.
      if (endedSession && sessionStore.get()?.token === token) {
        sessionStore.clear();
        toast.error(error.message, 'session-end');
      }
      throw error;
    }
    const reply = OrderCreateReply.safeParse(data);
    if (reply.success) return reply.data;
    throw new ApiError({
      status: response.status,
      error: 'invalid response',
      message: messages.genericErrorPrefix + messages.invalidResponse,
    });
  } finally {
    done();
  }
}
