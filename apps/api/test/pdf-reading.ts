import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A PDF read back by poppler's tools (Debian's poppler-utils), as a person's viewer would. */

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'report-pdf-'));
  try {
    const file = join(folder, 'informe.pdf');
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The PDF's text, each page's lines laid out as printed (`pdftotext -layout`). */
export const pdfText = (pdf: Buffer): Promise<string> =>
  withPdfFile(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);

/** The first page's size in points and its page count (`pdfinfo`). */
export const pdfPages = (pdf: Buffer): Promise<{ width: number; height: number; pages: number }> =>
  withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
    const pages = /Pages:\s+(\d+)/.exec(stdout);
    if (!size || !pages) throw new Error(`pdfinfo said: ${stdout}`);
    return { width: Number(size[1]), height: Number(size[2]), pages: Number(pages[1]) };
  });
