import { z } from 'zod';
import {
  StoredFormField,
  ManagementForm,
  RequestForm,
  formJson,
  looseBoolean,
} from '../forms/form-field.ts';
import { messages } from '../messages.ts';
import { OptionItem, PageQuery, pageOf } from './common.ts';
import { dbInteger, idSchema } from './db-integer.ts';
import { limits } from '../limits.ts';
import { JsonValue } from '../json-value.ts';

/**
 * The activity as every activity call answers it
 * (docs/product/campaigns-and-activities.md#activities).
 */
export const Activity = z.object({
  id: z.number().int(),
  name: z.string(),
  complement: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  places: z.number().int(),
  /** Places taken by orders in states 1, 2 and 5 (docs/product/requests.md#places). */
  currentPlaces: z.number().int(),
  numRealParticipantsOrder: z.number().int().nullable(),
  priority: z.number().int(),
  active: z.boolean(),
  inscription: z.boolean(),
  onlyForInscribed: z.boolean(),
  /** The prerequisite activity: only users with an accepted or done order in it may request. */
  onlyForInscribedId: z.number().int().nullable(),
  dataManagement: z.string(),
  priceManagement: z.string(),
  participantsManagement: z.string(),
  /**
   * Calendar display (docs/product/campaigns-and-activities.md#activities): default colour #FFCC88,
   * visible.
   */
  eventProperties: z.object({ color: z.string(), visible: z.boolean() }),
  /** Stored file name of the image, and its public address. */
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Stored names of the attached documents (up to 10). */
  files: z.array(z.string()),
  targets: z.array(OptionItem),
  /** Sanitized HTML and the editor's JSON; for events, requirements are event lines. */
  explanation: z.string(),
  explanationJson: z.unknown().nullable(),
  requirements: z.string(),
  requirementsJson: z.unknown().nullable(),
  formMetadata: z.array(StoredFormField),
  /**
   * Private fields only reach the campaign's managers
   * (docs/product/campaigns-and-activities.md#management-form).
   */
  formMetadataManagement: z.array(StoredFormField),
  hasDateAndVisitType: z.boolean(),
  /** Fewer than 5 management fields (docs/product/campaigns-and-activities.md#events). */
  isEvent: z.boolean(),
  campaign: z.object({
    id: z.number().int(),
    name: z.string(),
    supervisorId: z.number().int().nullable(),
  }),
});
export type Activity = z.infer<typeof Activity>;

/**
 * An activity in the lists of a campaign (`activity/list/by-campaign`, `by-user`): what a card
 * shows and acts on. The forms, targets, management texts and the editor's JSON come with
 * `activity/get/by-id` only, so that a page stays small whatever the size of its forms.
 */
export const ActivityListItem = Activity.pick({
  id: true,
  name: true,
  complement: true,
  startDate: true,
  endDate: true,
  places: true,
  currentPlaces: true,
  priority: true,
  active: true,
  eventProperties: true,
  image: true,
  imageUrl: true,
  explanation: true,
  hasDateAndVisitType: true,
  isEvent: true,
  campaign: true,
});
export type ActivityListItem = z.infer<typeof ActivityListItem>;

export const ActivityPage = pageOf(ActivityListItem);
export type ActivityPage = z.infer<typeof ActivityPage>;

/** Sort keys of the activity lists; without one, priority first, then newest. */
export const activitySortKeys = ['id', 'name', 'priority', 'startDate', 'endDate'] as const;

/**
 * `GET activity/list/by-campaign/:idCampaign` and `by-user/…`:
 * docs/product/campaigns-and-activities.md#activity-list.
 */
export const ActivityListQuery = PageQuery.extend({
  _sort: z.enum(activitySortKeys).optional(),
  /** true: only active activities ('Solo activas'); false or absent: all. */
  active: looseBoolean.optional(),
  text: z.string().trim().max(200).optional(),
});
export type ActivityListQuery = z.input<typeof ActivityListQuery>;

export const CampaignIdParams = z.object({ idCampaign: idSchema() });
export const ByUserParams = CampaignIdParams.extend({ userId: idSchema() });

/**
 * `GET activity/list/by-name?name`: the clone dialog's search, 10 a page
 * (docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/README.md#constants-and-limits).
 */
export const ActivityByNameQuery = PageQuery.extend({
  name: z.string().trim().max(200).default(''),
  _pagesize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ActivityByNameQuery = z.input<typeof ActivityByNameQuery>;

/** A row of the clone dialog: campaign name and activity name. */
export const ActivityNameItem = z.object({
  id: z.number().int(),
  name: z.string(),
  complement: z.string(),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
});
export type ActivityNameItem = z.infer<typeof ActivityNameItem>;
export const ActivityNamePage = pageOf(ActivityNameItem);

/** `GET activity/get/by-id/?id`. */
export const ActivityIdQuery = z.object({ id: idSchema() });

/**
 * `POST activity/create`. A negative idCampaign creates an event (no fields) in campaign
 * |idCampaign| (docs/product/campaigns-and-activities.md#events); otherwise the management form
 * given, or the ten defaults.
 */
export const ActivityCreateRequest = z.object({
  idCampaign: dbInteger({ min: -limits.maxDbInteger }).refine((n) => n !== 0, messages.validation),
  formMetadataManagement: formJson(ManagementForm).optional(),
});
export type ActivityCreateRequest = z.input<typeof ActivityCreateRequest>;

/** `POST activity/clone`: copies activity idActivity into campaign idCampaign. */
export const ActivityCloneRequest = z.object({
  idCampaign: idSchema(),
  idActivity: idSchema(),
});
export type ActivityCloneRequest = z.input<typeof ActivityCloneRequest>;

export const ActivityIdParams = z.object({ idActivity: idSchema() });

/** `POST activity/active/set/:id?active`. */
export const ActiveQuery = z.object({ active: looseBoolean });

/** The generic Spanish message of a value the editor never sends wrong by itself. */
const invalid = { error: messages.validation };

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A required whole number sent as a number or a form string. */
const requiredInt = (message: string) =>
  z.preprocess(emptyToUndefined, dbInteger({ min: -limits.maxDbInteger, message }));

/**
 * YYYY-MM-DD of a real calendar day (docs/product/campaigns-and-activities.md#activities:
 * activityStartDate, activityEndDate).
 */
const IsoDate = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, messages.fieldRequired)
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, messages.activityDateInvalid);

/**
 * Target ids as the editor sends them: '1,3' (docs/product/campaigns-and-activities.md#calls) or an
 * array; at least one (docs/product/campaigns-and-activities.md#validation).
 */
const TargetIds = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '')
          .map(Number)
      : v,
  z
    .array(idSchema({ coerce: false, message: messages.activityTargetsRequired }), {
      error: messages.activityTargetsRequired,
    })
    .min(1, messages.activityTargetsRequired),
);

/**
 * `POST activity/:idActivity/update`: the editor's values
 * (docs/product/campaigns-and-activities.md#activities for the update payload's names,
 * docs/product/campaigns-and-activities.md#validation for its rules). Forms come
 * as JSON strings (docs/product/campaigns-and-activities.md#calls) or arrays; absent forms keep the
 * stored ones.
 */
export const ActivityUpdateRequest = z
  .object({
    idActivity: idSchema({ message: messages.validation }).optional(),
    name: z
      .string({ error: messages.activityNameRequired })
      .trim()
      .min(1, messages.activityNameRequired)
      .max(300, invalid),
    complement: z.string(invalid).trim().max(300, invalid).default(''),
    active: looseBoolean.default(false),
    inscription: looseBoolean.default(false),
    onlyForInscribed: looseBoolean.default(false),
    onlyForInscribedId: z.preprocess(
      (v) => emptyToUndefined(v) ?? null,
      idSchema({ message: messages.activityPrerequisiteMin }).nullable(),
    ),
    dataManagement: z.string(invalid).max(10_000, invalid).default(''),
    priceManagement: z.string(invalid).max(10_000, invalid).default(''),
    participantsManagement: z.string(invalid).max(10_000, invalid).default(''),
    places: z.preprocess(
      emptyToUndefined,
      dbInteger({ min: 0, message: messages.validation }).default(0),
    ),
    priority: requiredInt(messages.fieldRequired),
    activityStartDate: IsoDate,
    activityEndDate: IsoDate,
    activityTargets: TargetIds,
    /** Rich text (HTML, sanitized on save) and its editor JSON; absent keeps the stored text. */
    explanation: z.string(invalid).max(500_000, invalid).optional(),
    explanationJson: JsonValue.optional(),
    /** Rich text, or for an event its event lines, kept as sent (docs/exports-text-and-time.md#an-activitys-dates). */
    requirements: z.string(invalid).max(500_000, invalid).optional(),
    requirementsJson: JsonValue.optional(),
    calendarVisible: looseBoolean.default(true),
    calendarColor: z
      .string({ error: messages.activityColorRequired })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, messages.activityColorRequired),
    formMetadata: formJson(RequestForm).optional(),
    formMetadataManagement: formJson(ManagementForm).optional(),
  })
  // As a campaign's (docs/exports-text-and-time.md#an-activitys-dates): the same day is allowed, an earlier one is not.
  .refine((body) => body.activityEndDate >= body.activityStartDate, {
    path: ['activityEndDate'],
    message: messages.activityEndBeforeStart,
  });
export type ActivityUpdateRequest = z.input<typeof ActivityUpdateRequest>;
export type ActivityUpdate = z.output<typeof ActivityUpdateRequest>;
