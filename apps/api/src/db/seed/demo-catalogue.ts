import { storedFileName } from '@extranet/shared/files/clean-file-name';
import { hasDateAndVisitType } from '@extranet/shared/forms/field-roles';
import { Role } from '@extranet/shared/roles';
import { and, eq, gte, sql } from 'drizzle-orm';
import { removeAllFiles, saveFile, type FileKind } from '../../plugins/file-store.ts';
import type { Db } from '../client.ts';
import { activities, activityTargets } from '../schema/activities.ts';
import { campaigns, campaignTargets } from '../schema/campaigns.ts';
import { users } from '../schema/users.ts';
import { calendarEvents, insertDemoAppointments, type DemoVisit } from './demo-calendar.ts';
import { drawDemoImage } from './demo-images.ts';
import { homeCompostingCampaign, nextEditionCampaign } from './demo-other-campaigns.ts';
import { schoolYearAt, type SchoolYear } from './demo-school-year.ts';
import { today } from '../../time/today.ts';
import type { DemoCampaign, DemoImageFile } from './demo-types.ts';
import { schoolVisitsCampaign } from './demo-visits.ts';
import { DEFAULT_ORGANIZATION } from './reference.ts';
import { demoUsers } from './users.ts';

/**
 * The demo catalogue of a school year: two active campaigns and next year's, inactive; the
 * school campaign also has the calendar's events of the month of `today` and the next.
 */
function demoCatalogue(year: SchoolYear, today: string): DemoCampaign[] {
  const school = schoolVisitsCampaign(year);
  return [
    { ...school, activities: [...school.activities, ...calendarEvents(today)] },
    homeCompostingCampaign(year),
    nextEditionCampaign(year),
  ];
}

export interface DemoCatalogueOptions {
  /** DATA_DIR: images are stored under DATA_DIR/files/<kind>/<id>/ as uploads are. */
  dataDir: string;
  /** YYYY-MM-DD the catalogue is dated from; today in the server's zone unless a test fixes it. */
  today?: string;
  /**
   * Writes the report facts of the orders the seed stores, in its transaction, as every create
   * does (docs/product/reporting.md#facts): the reports feature's writer, passed in by server.ts
   * because the seed imports no feature.
   */
  reportFacts?: (tx: Db, orderIds: readonly number[]) => Promise<void>;
}

/** Any number, the same in every process: the seed's advisory lock. */
const SEED_LOCK = 720_401;

const organizationId = DEFAULT_ORGANIZATION.id;

async function hasCampaigns(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.organizationId, organizationId))
    .limit(1);
  return row !== undefined;
}

/** The demo participant (README), who has the accepted visits of the calendar, if it exists. */
async function demoParticipant(db: Db): Promise<{ id: number; email: string } | undefined> {
  const participant = demoUsers.find((user) => user.role === Role.Participant);
  if (!participant) return undefined;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.username, participant.username), eq(users.organizationId, organizationId)));
  return row;
}

/** The demo gestor (README), when it exists and can still supervise. */
async function demoSupervisorId(db: Db): Promise<number | null> {
  const gestor = demoUsers.find((user) => user.role === Role.Supervisor);
  if (!gestor) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.username, gestor.username),
        eq(users.organizationId, organizationId),
        gte(users.role, Role.Supervisor),
        eq(users.disabled, false),
      ),
    );
  return row?.id ?? null;
}

/** What storing a campaign needs besides its rows. */
interface SeedContext {
  dataDir: string;
  supervisorId: number | null;
  /** The drawn images by file name. */
  pngs: Map<string, Buffer>;
  /** Folders written so far, to remove if the rows are not committed. */
  written: { kind: FileKind; id: number }[];
}

/** The stored name of an image: index 0 and a timestamp, as the upload service names it. */
const storedNameOf = (image: DemoImageFile) => storedFileName(0, image.file, new Date());

/** Writes an image into its owner's folder under the name its row records. */
async function writeImage(
  context: SeedContext,
  owner: { kind: FileKind; id: number },
  image: DemoImageFile,
  name: string,
): Promise<void> {
  context.written.push(owner);
  const content = context.pngs.get(image.file) ?? drawDemoImage(image);
  await saveFile(context.dataDir, { ...owner, name, content });
}

/** Stores a campaign and its activities; answers its activities by key. */
async function insertCampaign(
  tx: Db,
  demo: DemoCampaign,
  context: SeedContext,
): Promise<Map<string, DemoVisit>> {
  const image = storedNameOf(demo.image);
  const [campaign] = await tx
    .insert(campaigns)
    .values({ ...demo.values, organizationId, supervisorId: context.supervisorId, image })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('demo catalogue: campaign not created');
  await writeImage(context, { kind: 'campaign', id: campaign.id }, demo.image, image);
  await tx
    .insert(campaignTargets)
    .values(demo.targets.map((targetId) => ({ campaignId: campaign.id, targetId })));

  const idsByKey = new Map<string, DemoVisit>();
  for (const activity of demo.activities) {
    const { values, prerequisite } = activity;
    const activityImage = storedNameOf(activity.image);
    const [row] = await tx
      .insert(activities)
      .values({
        ...values,
        campaignId: campaign.id,
        image: activityImage,
        onlyForInscribedId: prerequisite ? (idsByKey.get(prerequisite)?.id ?? null) : null,
        // The rule the editor's save applies (docs/product/campaigns-and-activities.md#activities).
        hasDateAndVisitType: hasDateAndVisitType(values.formMetadata),
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('demo catalogue: activity not created');
    idsByKey.set(activity.key, { id: row.id, form: values.formMetadata });
    await writeImage(context, { kind: 'activity', id: row.id }, activity.image, activityImage);
    await tx
      .insert(activityTargets)
      .values(activity.targets.map((targetId) => ({ activityId: row.id, targetId })));
  }
  return idsByKey;
}

/**
 * Creates the demo catalogue (README "Demo accounts") when the organization has no campaign at
 * all: on the first start, never twice, and a warm start pays for one indexed query. The whole
 * catalogue is one transaction, files written before the commit as uploads are: with the
 * "no campaign yet" rule, an interrupted first start must leave nothing behind, or the rest of
 * the catalogue would never come. Answers how many campaigns it created.
 */
export async function seedDemoCatalogue(db: Db, options: DemoCatalogueOptions): Promise<number> {
  if (await hasCampaigns(db)) return 0;
  const day = options.today ?? today();
  const catalogue = demoCatalogue(schoolYearAt(day), day);
  // Drawn before the transaction: CPU work that need not hold the lock.
  const pngs = new Map(
    catalogue
      .flatMap((campaign) => [campaign.image, ...campaign.activities.map((a) => a.image)])
      .map((image) => [image.file, drawDemoImage(image)] as const),
  );
  const supervisorId = await demoSupervisorId(db);
  const participant = await demoParticipant(db);
  const written: SeedContext['written'] = [];
  try {
    return await db.transaction(async (tx) => {
      // Several processes starting at once on one PostgreSQL server: one seeds, the rest wait
      // here and then find the campaigns.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasCampaigns(tx)) return 0;
      const context: SeedContext = { dataDir: options.dataDir, supervisorId, pngs, written };
      const [school, ...others] = catalogue;
      if (!school) return 0;
      const visits = await insertCampaign(tx, school, context);
      for (const campaign of others) await insertCampaign(tx, campaign, context);
      if (participant) {
        const orderIds = await insertDemoAppointments(tx, day, visits, {
          applicantId: participant.id,
          email: participant.email,
          managerId: supervisorId,
        });
        await options.reportFacts?.(tx, orderIds);
      }
      return catalogue.length;
    });
  } catch (error) {
    await Promise.all(written.map(({ kind, id }) => removeAllFiles(options.dataDir, kind, id)));
    throw error;
  }
}
