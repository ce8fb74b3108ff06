import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { campaigns } from '../../db/schema/campaigns.ts';

/** Whose files: a campaign or an activity (orders keep their own files elsewhere). */
export type FileOwner = 'campaign' | 'activity';

/** The stored file names of a campaign or activity, with the supervisor who may manage them. */
export interface OwnerFiles {
  id: number;
  /** The campaign's organization and supervisor (for an activity, its campaign's). */
  organizationId: number;
  supervisorId: number | null;
  /** Whether participants may see it: the campaign active, and for an activity, it too. */
  open: boolean;
  image: string | null;
  /** Campaigns only; always null for an activity. */
  fileAgreement: string | null;
  files: string[];
}

export type OwnerFilesPatch = Partial<Pick<OwnerFiles, 'image' | 'fileAgreement' | 'files'>>;

/**
 * The file columns of one campaign or activity; with `forUpdate` the row stays locked until the
 * transaction ends, so two uploads to the same list never both take the tenth place.
 */
export async function findOwnerFiles(
  db: Db,
  owner: FileOwner,
  id: number,
  forUpdate = false,
): Promise<OwnerFiles | undefined> {
  if (owner === 'campaign') {
    const query = db
      .select({
        id: campaigns.id,
        organizationId: campaigns.organizationId,
        supervisorId: campaigns.supervisorId,
        open: campaigns.active,
        image: campaigns.image,
        fileAgreement: campaigns.fileAgreement,
        files: campaigns.files,
      })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }
  const query = db
    .select({
      id: activities.id,
      organizationId: campaigns.organizationId,
      supervisorId: campaigns.supervisorId,
      open: sql<boolean>`${campaigns.active} and ${activities.active}`,
      image: activities.image,
      files: activities.files,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(eq(activities.id, id));
  const [row] = forUpdate ? await query.for('update', { of: activities }) : await query;
  return row ? { ...row, fileAgreement: null } : undefined;
}

/** Writes the changed file columns of a campaign or activity. */
export async function updateOwnerFiles(
  db: Db,
  owner: FileOwner,
  id: number,
  patch: OwnerFilesPatch,
): Promise<void> {
  if (owner === 'campaign') {
    await db
      .update(campaigns)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id));
    return;
  }
  // Activities have no agreement file: only their image and file list are written.
  await db
    .update(activities)
    .set({ image: patch.image, files: patch.files, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}
