// A throw-away PostgreSQL cluster from Debian's binaries, started as .ci/run starts one
// (README.md#running-against-postgresql): initdb in a temp folder, pg_ctl start on a free 127.0.0.1
// port with fsync=off, as the `postgres` user when the bench runs as root. Stopped and removed at
// the end.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/free-port.mjs';
import { onCleanup } from './processes.mjs';

const exec = promisify(execFile);

/** The bin folder of the newest /usr/lib/postgresql/<version>, or undefined. */
export function postgresBinDir() {
  let versions;
  try {
    versions = readdirSync('/usr/lib/postgresql');
  } catch {
    return undefined;
  }
  const bins = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .filter((bin) => existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`));
  return bins[0];
}

const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(existsSync);

/** Runs a PostgreSQL binary, as `postgres` when we are root (initdb refuses root). */
function asPostgres(command, args) {
  if (process.getuid?.() !== 0) return exec(command, args);
  if (runuser) return exec(runuser, ['-u', 'postgres', '--', command, ...args]);
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return exec('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
}

/** Starts the cluster; answers its URL, version and `stop()` (also run at the end of the bench). */
export async function startThrowAwayPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'extranet-bench-pg-'));
  if (process.getuid?.() === 0) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      exec('id', ['-u', 'postgres']),
      exec('id', ['-g', 'postgres']),
    ]);
    chownSync(dir, Number(uid), Number(gid));
  }
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await asPostgres(`${bin}/pg_ctl`, ['-D', dir, '-m', 'fast', '-w', 'stop']).catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(stop);
  await asPostgres(`${bin}/initdb`, [
    '-D',
    dir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  await asPostgres(`${bin}/pg_ctl`, [
    '-D',
    dir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  started = true;
  const { stdout } = await exec(`${bin}/postgres`, ['--version']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: stdout.trim(),
    stop,
  };
}
