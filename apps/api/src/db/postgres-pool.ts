import pg from 'pg';

/**
 * A new connection that has not been made in this time fails (docs/operations.md): a server
 * that refuses answers at once, this bounds one that does not answer at all, so a call answers
 * 503 within two seconds instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 1_500;
/**
 * Longest wait for a free connection of the pool. Only reached under a load the pool cannot
 * serve, or when every connection hangs: the wait is bounded, not a connection's work.
 */
const POOL_WAIT_MS = 15_000;

/** A connection of the pool whose own connect attempt is bounded by CONNECT_TIMEOUT_MS. */
class BoundedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Told once per connection when a connection is lost (PostgreSQL stopped or restarted). */
  onConnectionError?: ((err: Error) => void) | undefined;
}

/**
 * The `pg` pool of a real server, made to outlive it (docs/operations.md). A connection that
 * ends (`pg_ctl stop`: 57P01, then "Connection terminated") emits 'error' on its client, and on
 * the pool while idle: an 'error' event without a listener ends the process, so both always
 * have one. The pool has then dropped that connection; the query it was running fails with a
 * connection error (a 503), and the next query opens a new connection when the server is back.
 */
export function createPostgresPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    // The pool hands this class the pool's options; only the connect attempt is bounded short.
    Client: BoundedClient as unknown as new () => pg.ClientBase,
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Dead peers behind a silent network are found by TCP keepalive, not left open for hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('connect', (client) => {
    // One report per connection: a lost connection emits twice (the server's FATAL, then the end).
    client.once('error', (err) => options.onConnectionError?.(err));
    client.on('error', () => undefined);
  });
  // Idle connections report to the pool as well; the client's listener above has told it.
  pool.on('error', () => undefined);
  return pool;
}
