import type { Db } from '../../db/client.ts';

/** What the order services need from the app. */
export interface OrderDeps {
  db: Db;
  /** `DATA_DIR`: order files live in `files/order/<id>/` (design.md §6). */
  dataDir: string;
  /** Links in the mails (design.md §1 PUBLIC_URL). */
  publicUrl: string;
}
