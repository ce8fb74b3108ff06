import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. The server
 * holds `DATA_DIR/server.lock` (its pid) and refuses to start while a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `La base de datos integrada de ${dataDir} ya está abierta por otro proceso (pid ${holder}). ` +
            'Detenga ese proceso o use otro DATA_DIR.',
        );
      }
      unlinkSync(file); // left by a process that died: take it over
    }
  }
  throw new Error(`No se pudo bloquear ${file}`);
}
