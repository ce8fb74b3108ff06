// The embedded PostgreSQL (PGlite) in its own thread: the server's thread keeps answering HTTP
// while a query runs, and both cores work at once (pglite-thread.ts is the other side). Plain
// JavaScript, so that the thread needs no TypeScript loader, whatever started the process.
//
// Messages in: { id, op: 'query', text, params, rowMode, rawTypes, tx? }, { id, op: 'exec',
// text, tx? }, { id, op: 'prepared', name, text, literals }, { id, op: 'begin' } (answers the transaction's number once BEGIN has run),
// { id, op: 'end', tx, commit } and { id, op: 'close' }. Out: { id, ok: true, value } or
// { id, ok: false, error }, after a first { ready: true } (or { fatal }).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';

/** An error as plain data: its message and PostgreSQL's fields (code, constraint, detail…). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

const post = (message) => parentPort.postMessage(message);
const answer = (id, work) =>
  work.then(
    (value) => post({ id, ok: true, value }),
    (err) => post({ id, ok: false, error: errorData(err) }),
  );

const asText = (text) => text;

/**
 * The types read as their text (Drizzle's parsers for dates and intervals are the identity).
 * PGlite merges a query's own `parsers` into its table of every type's parser, which has a slot
 * for each type number up to the array types of our tables (about 12,800): a copy of some 120 KB
 * on every query, half of this thread's garbage, and its collections land on requests. Drizzle
 * asks for the same types on every query, so the first set asked for is written into PGlite's
 * table once and not passed again. A query asking for another set, or for none (exec), passes
 * the difference: text for what it asks, PGlite's own parser back for the rest.
 */
const textTypes = {
  /** The set written into PGlite's table ("1082,1114,…"), and the parsers it replaced. */
  key: undefined,
  replaced: new Map(),

  parsersFor(rawTypes = []) {
    const key = [...rawTypes].sort((a, b) => a - b).join();
    if (this.key === undefined && key) this.install(rawTypes, key);
    if (key === this.key) return undefined;
    const asked = new Set(rawTypes);
    const parsers = {};
    for (const [type, parser] of this.replaced) if (!asked.has(type)) parsers[type] = parser;
    for (const type of asked) parsers[type] = asText;
    return Object.keys(parsers).length > 0 ? parsers : undefined;
  },

  install(rawTypes, key) {
    for (const type of rawTypes) {
      this.replaced.set(type, pglite.parsers[type] ?? asText);
      pglite.parsers[type] = asText;
    }
    this.key = key;
  },
};

/** Open transactions by number: the PGlite handle and how to end it. */
const open = new Map();
let lastTransaction = 0;

function begin(id) {
  const number = ++lastTransaction;
  let end;
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  let started = false;
  const record = { tx: undefined, end, done: undefined };
  const done = pglite.transaction(async (tx) => {
    started = true;
    record.tx = tx;
    open.set(number, record);
    post({ id, ok: true, value: number });
    if (!(await ended)) await tx.rollback();
  });
  record.done = done;
  // Also what keeps a failing COMMIT from going unhandled here ('end' answers it).
  done.then(
    () => open.delete(number),
    (err) => {
      open.delete(number);
      // BEGIN itself failed: the caller is still waiting for the transaction's number.
      if (!started) post({ id, ok: false, error: errorData(err) });
    },
  );
}

function transactionOf(number) {
  const found = open.get(number);
  if (!found) throw new Error(`La transacción ${number} no está abierta`);
  return found;
}

const target = (tx) => (tx === undefined ? pglite : transactionOf(tx).tx);

/**
 * The statements prepared in this session, by name: a prepared statement lasts as long as the
 * session, whatever becomes of the transaction that prepared it. A text's shape can vary with a
 * filter (a list of n values), so past PREPARED_KEPT they are all dropped and prepared anew.
 */
const prepared = new Set();
const PREPARED_KEPT = 500;

/**
 * Runs a statement prepared once by name (PREPARE), with its values written as SQL literals:
 * PostgreSQL's EXECUTE takes no bound parameters. The caller writes the literals
 * (named-query.ts) and the name, one per text.
 */
async function runPrepared({ name, text, literals }) {
  if (!prepared.has(name)) {
    if (prepared.size >= PREPARED_KEPT) {
      await pglite.query('deallocate all');
      prepared.clear();
    }
    await pglite.query(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const values = literals.length > 0 ? `(${literals.join(', ')})` : '';
  return pglite.query(`execute ${name}${values}`, [], { rowMode: 'object' });
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode, parsers: textTypes.parsersFor(message.rawTypes) };
      const { rows, fields, affectedRows } = await target(message.tx).query(
        message.text,
        message.params,
        options,
      );
      return { rows, fields, affectedRows };
    }
    case 'prepared': {
      const { rows, fields, affectedRows } = await runPrepared(message);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(message.tx).exec(message.text, { parsers: textTypes.parsersFor() })).map(
        ({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }),
      );
    case 'end': {
      const { end, done } = transactionOf(message.tx);
      end(message.commit);
      await done;
      return null;
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Operación desconocida: ${message.op}`);
  }
}

let pglite;
try {
  const { dataDir, loadDataDir } = workerData;
  pglite = await PGlite.create({
    // The extensions the migrations create, as openDatabase() loads them in its own thread.
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
} catch (err) {
  post({ fatal: errorData(err) });
  process.exit(1);
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') begin(message.id);
  else void answer(message.id, run(message));
});
post({ ready: true });
