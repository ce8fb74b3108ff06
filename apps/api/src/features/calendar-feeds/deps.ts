import type { Db } from '../../db/client.ts';
import type { FeedSite } from './event-entries.ts';

/** What the feeds' services need from the app. */
export interface FeedDeps {
  db: Db;
  /** PUBLIC_URL and its host: the feeds' addresses, the orders' links and the events' UIDs. */
  site: FeedSite;
}
