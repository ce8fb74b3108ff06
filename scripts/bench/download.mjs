// One download measured from its own process (download-child.mjs), so that reading the file
// does not share the event loop of the app that serves it: the analytics export and the report
// CSVs use it.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { track } from './processes.mjs';

const child = fileURLToPath(new URL('./download-child.mjs', import.meta.url));

/** Downloads `url` from a child process: what download-child.mjs answers (status, times, lines). */
export function download(url, headers) {
  return new Promise((resolve, reject) => {
    const proc = track(fork(child, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    let answered = false;
    proc.once('message', (msg) => {
      answered = true;
      if (msg.error) reject(new Error(msg.error));
      else resolve(msg);
    });
    proc.once('error', reject);
    proc.once('exit', (code) => {
      if (!answered) reject(new Error(`the download process exited with ${code}`));
    });
    proc.send({ url, headers });
  });
}
