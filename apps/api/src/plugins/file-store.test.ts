import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listStoredFiles,
  openStoredFile,
  removeAllFiles,
  removeStoredFile,
  saveFile,
  stageFile,
  storedPathOf,
} from './file-store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'extranet-file-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const folder = (id: number) => join(dataDir, 'files', 'campaign', String(id));

describe('storedPathOf', () => {
  it('places a plain name inside the owner folder', () => {
    expect(storedPathOf(dataDir, 'campaign', 1, '0_1_x.png')).toBe(join(folder(1), '0_1_x.png'));
  });

  it.each([
    '../x.png',
    '..',
    '.',
    '',
    '.htaccess',
    'a/b.png',
    'a\\b.png',
    'x\0.png',
    '/etc/passwd',
  ])('refuses %j', (name) => {
    expect(() => storedPathOf(dataDir, 'campaign', 1, name)).toThrow('not found');
  });

  it('refuses ids that are not positive integers', () => {
    expect(() => storedPathOf(dataDir, 'campaign', -1, 'x.png')).toThrow('not found');
    expect(() => storedPathOf(dataDir, 'campaign', 1.5, 'x.png')).toThrow('not found');
  });
});

describe('saving and reading', () => {
  it('saves a buffer, lists it, opens it and removes it', async () => {
    await saveFile(dataDir, { kind: 'campaign', id: 2, name: '0_1_foto.png', content: png });
    expect(await listStoredFiles(dataDir, 'campaign', 2)).toEqual(['0_1_foto.png']);
    const opened = await openStoredFile(dataDir, 'campaign', 2, '0_1_foto.png');
    expect(opened?.contentType).toBe('image/png');
    expect(opened?.size).toBe(png.length);
    opened?.stream.destroy();
    expect(await removeStoredFile(dataDir, 'campaign', 2, '0_1_foto.png')).toBe(true);
    expect(await removeStoredFile(dataDir, 'campaign', 2, '0_1_foto.png')).toBe(false);
    expect(await openStoredFile(dataDir, 'campaign', 2, '0_1_foto.png')).toBeNull();
  });

  it('saves a stream byte for byte', async () => {
    const content = Buffer.concat([png, Buffer.alloc(100_000, 7)]);
    await saveFile(dataDir, {
      kind: 'activity',
      id: 3,
      name: 'a.png',
      content: Readable.from([content.subarray(0, 5), content.subarray(5)]),
    });
    expect(readFileSync(join(dataDir, 'files', 'activity', '3', 'a.png')).equals(content)).toBe(
      true,
    );
  });

  it('keeps the file under a temporary name until it is committed', async () => {
    const staged = await stageFile(dataDir, {
      kind: 'campaign',
      id: 4,
      name: 'x.png',
      content: png,
    });
    expect(await listStoredFiles(dataDir, 'campaign', 4)).toEqual([]);
    await staged.commit('0_1_x.png');
    await staged.discard();
    expect(await listStoredFiles(dataDir, 'campaign', 4)).toEqual(['0_1_x.png']);
    expect(readdirSync(folder(4))).toEqual(['0_1_x.png']);
  });

  it('leaves nothing behind when a staged file is discarded', async () => {
    const staged = await stageFile(dataDir, {
      kind: 'campaign',
      id: 5,
      name: 'x.png',
      content: png,
    });
    await staged.discard();
    expect(readdirSync(folder(5))).toEqual([]);
  });

  it('refuses content that does not match the extension, leaving nothing behind', async () => {
    const text = Buffer.from('esto no es una imagen');
    await expect(
      stageFile(dataDir, { kind: 'campaign', id: 6, name: 'x.png', content: text }),
    ).rejects.toMatchObject({ code: 'validation' });
    expect(readdirSync(folder(6))).toEqual([]);
  });

  it('refuses a file over the size limit with "payload too large"', async () => {
    await expect(
      stageFile(dataDir, { kind: 'campaign', id: 7, name: 'x.png', content: png, maxBytes: 10 }),
    ).rejects.toMatchObject({ code: 'payload too large' });
    await expect(
      stageFile(dataDir, {
        kind: 'campaign',
        id: 7,
        name: 'x.png',
        content: png,
        wasTruncated: () => true,
      }),
    ).rejects.toMatchObject({ code: 'payload too large' });
    expect(readdirSync(folder(7))).toEqual([]);
  });

  it('removes the whole folder of an owner', async () => {
    await saveFile(dataDir, { kind: 'campaign', id: 8, name: 'a.png', content: png });
    await removeAllFiles(dataDir, 'campaign', 8);
    expect(existsSync(folder(8))).toBe(false);
    await removeAllFiles(dataDir, 'campaign', 8);
  });
});
