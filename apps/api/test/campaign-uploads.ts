import { join } from 'node:path';
import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { campaigns } from '../src/db/schema/campaigns.ts';
import { makeCampaign, makeUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** What the tests of a campaign's files look at: its folder, its row, an admin to upload. */
export function campaignUploads(t: TestApp) {
  return {
    folderOf: (id: number) => join(t.config.dataDir, 'files', 'campaign', String(id)),
    rowOf: async (id: number) =>
      (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0],
    /** An administrator's client and a campaign for it to upload to. */
    async adminAndCampaign() {
      const admin = await makeUser(t.db, { role: Role.Admin });
      const campaign = await makeCampaign(t.db);
      return { client: t.as(admin), campaign };
    },
  };
}
