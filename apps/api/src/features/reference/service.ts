import type { OptionItem } from '@extranet/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { readReferenceList, type ReferenceList } from './queries.ts';

/**
 * Councils, targets and order states are seeded and never change while the server runs, so each
 * list is read once per process and then answered from memory (the login screen loads the
 * councils on every visit). Kept in id order: the web sorts for display.
 */
export function referenceCache(db: Db): (list: ReferenceList) => Promise<OptionItem[]> {
  const loaded = new Map<ReferenceList, Promise<OptionItem[]>>();
  return (list) => {
    let pending = loaded.get(list);
    if (!pending) {
      pending = readReferenceList(db, list);
      // A failed read is not cached: the next call tries the database again.
      pending.catch(() => loaded.delete(list));
      loaded.set(list, pending);
    }
    return pending;
  };
}
