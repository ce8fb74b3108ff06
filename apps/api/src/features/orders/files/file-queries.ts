import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderFiles, type NewOrderFile, type OrderFile } from '../../../db/schema/orders.ts';

/** The stored files of an order, in upload order. */
export const filesOfOrder = (db: Db, orderId: number): Promise<OrderFile[]> =>
  db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id);

/** One stored file of an order by its stored name. */
export const findOrderFile = (db: Db, orderId: number, storedName: string) =>
  filesOfOrder(db, orderId).then((files) => files.find((f) => f.storedName === storedName));

export async function insertOrderFiles(db: Db, rows: NewOrderFile[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderFiles).values(rows);
}

export async function deleteOrderFiles(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(orderFiles).where(inArray(orderFiles.id, ids));
}
