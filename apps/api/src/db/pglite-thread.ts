import type { PGlite, Results } from '@electric-sql/pglite';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

/** What Drizzle's PGlite driver passes with a query. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle's parsers, all the identity for the types they name: the thread does the same. */
  parsers?: Record<number, unknown>;
}

interface ErrorData {
  name?: string;
  message: string;
  [field: string]: unknown;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

/** The error of the thread, with PostgreSQL's fields (code, constraint…) where they were. */
const errorOf = ({ name, message, ...fields }: ErrorData) =>
  Object.assign(new Error(message), name ? { name } : {}, fields);

/**
 * The old generation the store's thread may fill before its first full collection (V8's
 * `--initial-old-space-size`, MB). A large result comes through this thread as buffers and a
 * string of its own size, which V8 puts straight into the old generation; with the small limit
 * V8 gives a new thread, the calendar's 0.3 MB reply made a full collection every dozen calls,
 * each waited for by the next query (docs/decisions.md, "The store's thread starts with a 64 MB old
 * generation").
 */
const STORE_THREAD_OLD_SPACE_MB = 64;

/** Query and exec, on the store or inside one transaction. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/**
 * PGlite run in a worker thread (pglite-worker.mjs), with the part of PGlite's interface that
 * Drizzle's driver, the migrator and the server use: query, exec, transaction, close. Queries
 * are queued by PGlite there exactly as in this thread (one at a time, transactions first).
 */
export class PgliteThread implements PgliteQueries {
  #worker: Worker;
  #lastId = 0;
  #waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  /** Why the thread can no longer answer (closed, or stopped by an error). */
  #gone: Error | undefined;
  #closing = false;
  /** Settles when the thread stops without close(): the store is then gone for good. */
  readonly crashed: Promise<Error>;
  #crash: (err: Error) => void = () => undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.crashed = new Promise((resolve) => {
      this.#crash = resolve;
    });
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(errorOf(reply.error));
    });
    const failAll = (err: Error) => {
      this.#gone ??= err;
      if (!this.#closing) this.#crash(err);
      for (const waiting of this.#waiting.values()) waiting.reject(err);
      this.#waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('La base de datos embebida está cerrada')));
  }

  /** Starts the thread on `dataDir` (or in memory, or from a dump) and waits until it is ready. */
  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    // V8 reads the flag when it makes a thread's heap, so it is set before the Worker starts.
    setFlagsFromString(`--initial-old-space-size=${STORE_THREAD_OLD_SPACE_MB}`);
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
      },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: true; fatal?: ErrorData }) => {
        worker.off('error', reject);
        if (message.fatal) reject(errorOf(message.fatal));
        else resolve();
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #query<T>(tx: number | undefined, text: string, params: unknown[] = [], options?: QueryOptions) {
    return this.#send<Results<T>>({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#send({ op: 'exec', text });
  }

  /**
   * Runs `text` as the statement `name`, prepared in the thread's session on its first use, with
   * its values as SQL literals (named-query.ts writes them). Outside any transaction.
   */
  queryPrepared<T>(name: string, text: string, literals: string[]): Promise<Results<T>> {
    return this.#send({ op: 'prepared', name, text, literals });
  }

  /**
   * Runs `fn` in a transaction of the thread: committed when `fn` succeeds, rolled back when it
   * throws (and its error rethrown).
   */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    const queries: PgliteQueries = {
      query: (text, params, options) => this.#query(tx, text, params, options),
      exec: (text) => this.#send({ op: 'exec', text, tx }),
    };
    let result: T;
    try {
      result = await fn(queries);
    } catch (err) {
      // Rolled back by PGlite even if this fails: the error to report is fn's.
      await this.#send({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }

  /** For Drizzle's driver, which is typed for PGlite itself. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
