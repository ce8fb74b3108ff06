import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A stand-in PostgreSQL server that the `pg` driver can connect to, for outage tests: it accepts
 * any login and answers every query with no rows. `terminate()` does what `pg_ctl -m fast stop`
 * does to open connections (FATAL 57P01, then close) and stops listening; `start()` listens on
 * the same port again. `silent` accepts connections and never answers, as a lost network path.
 */
export interface FakePostgres {
  url: string;
  /** Queries received since it started (simple and extended protocol). */
  queries: number;
  terminate(): Promise<void>;
  start(): Promise<void>;
  silent: boolean;
  close(): Promise<void>;
}

const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const int32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(value);
  return b;
};

const authenticationOk = message('R', int32(0));
const readyForQuery = message('Z', Buffer.from('I'));
const commandComplete = message('C', cstring('SELECT 0'));
const adminShutdown = message(
  'E',
  Buffer.concat([
    Buffer.from('S'),
    cstring('FATAL'),
    Buffer.from('V'),
    cstring('FATAL'),
    Buffer.from('C'),
    cstring('57P01'),
    Buffer.from('M'),
    cstring('terminating connection due to administrator command'),
    Buffer.from([0]),
  ]),
);

/** Replies of the extended protocol: Parse, Bind, Describe (no rows), Execute, Sync, Close. */
const extendedReplies: Record<string, Buffer | undefined> = {
  P: message('1'),
  B: message('2'),
  D: message('n'),
  E: commandComplete,
  S: readyForQuery,
  C: message('3'),
};

export async function startFakePostgres(): Promise<FakePostgres> {
  const sockets = new Set<Socket>();
  let port = 0;
  let server: Server | undefined;

  const serve = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk: Buffer) => {
      if (fake.silent) return;
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // The startup message has no type byte: its length, then the protocol and parameters.
          if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
          pending = pending.subarray(pending.readInt32BE(0));
          started = true;
          socket.write(Buffer.concat([authenticationOk, readyForQuery]));
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
        const type = String.fromCharCode(pending[0] ?? 0);
        pending = pending.subarray(1 + pending.readInt32BE(1));
        if (type === 'X') return void socket.end();
        if (type === 'Q') {
          fake.queries += 1;
          socket.write(Buffer.concat([commandComplete, readyForQuery]));
        } else {
          if (type === 'P') fake.queries += 1;
          const reply = extendedReplies[type];
          if (reply) socket.write(reply);
        }
      }
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(serve);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  const fake: FakePostgres = {
    url: '',
    queries: 0,
    silent: false,
    terminate: async () => {
      const closing = stopListening();
      await Promise.all(
        [...sockets].map(
          (socket) =>
            new Promise<void>((resolve) => {
              socket.once('close', () => resolve());
              socket.end(adminShutdown);
            }),
        ),
      );
      await closing;
    },
    start: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
  await listen();
  fake.url = `postgres://fake:fake@127.0.0.1:${port}/fake`;
  return fake;
}
