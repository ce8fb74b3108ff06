import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AppError } from '../../plugins/app-error.ts';
import { storedPathOf } from '../../plugins/file-store.ts';

/**
 * Copies the stored image and documents of activity `fromId` into the folder of its clone
 * `toId` (docs/api-conventions.md#files: `DATA_DIR/files/activity/<id>/`), so that each activity
 * owns its files and deleting one never breaks the other. A name whose file is missing on disk is
 * left out of the clone rather than pointing at nothing. Returns the clone's file columns.
 */
export async function copyActivityFiles(
  dataDir: string,
  fromId: number,
  toId: number,
  source: { image: string | null; files: string[] },
): Promise<{ image: string | null; files: string[] }> {
  const copy = async (name: string): Promise<boolean> => {
    let from: string, to: string;
    try {
      from = storedPathOf(dataDir, 'activity', fromId, name);
      to = storedPathOf(dataDir, 'activity', toId, name);
    } catch (error) {
      // A stored name that is not a plain file name has no file behind it.
      if (error instanceof AppError) return false;
      throw error;
    }
    await mkdir(dirname(to), { recursive: true });
    try {
      await copyFile(from, to);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };
  const image = source.image && (await copy(source.image)) ? source.image : null;
  const files: string[] = [];
  for (const name of source.files) if (await copy(name)) files.push(name);
  return { image, files };
}
