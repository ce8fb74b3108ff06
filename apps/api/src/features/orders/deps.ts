import type { Db } from '../../db/client.ts';

/** What the order services need from the app. */
export interface OrderDeps {
  db: Db;
  /** `DATA_DIR`: order files live in `files/order/<id>/` (docs/api-conventions.md#files). */
  dataDir: string;
  /** Links in the mails (README.md#configuration PUBLIC_URL). */
  publicUrl: string;
}
