import { z } from 'zod';
import { toIsoDate } from '../forms/answer-rules.ts';
import { periodDays } from '../calendar/window.ts';
import { messages } from '../messages.ts';
import { idSchema } from './db-integer.ts';

/**
 * The calls of the calendar and the reminders (docs/product/calendar.md#calls). Dates are
 * 'YYYY-MM-DD' and hours 'HH:MM', wall-clock time of the TIME_ZONE setting.
 */

/** docs/product/calendar.md#events: 1 an accepted request's appointment, 2 an activity event. */
export const EventType = { Appointment: 1, ActivityEvent: 2 } as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

/** The display properties of an activity's events (docs/product/calendar.md#display-properties). */
export const EventProperties = z.object({ visible: z.boolean(), color: z.string() });
export type EventProperties = z.infer<typeof EventProperties>;

/**
 * One event of a day (docs/product/calendar.md#events). For an appointment `id` and `idEvent` are
 * the order's id and `idUser` its applicant; for an activity event `id` is the line's number among
 * the event's dated lines, `idEvent` the activity's id and `idUser` null. `detail` is what the day
 * list shows under the name: an activity event's text, an appointment's entity or applicant (only
 * to those who may read it, docs/product/calendar.md#who-sees-what).
 */
export const EventItem = z.object({
  id: z.number().int(),
  idActivity: z.number().int(),
  typeEvent: z.union([z.literal(1), z.literal(2)]),
  idUser: z.number().int().nullable(),
  idSupervisor: z.number().int().nullable(),
  idCampaign: z.number().int(),
  name: z.string(),
  campaignName: z.string(),
  detail: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  /** YYYY-MM-DD. */
  endDate: z.string(),
  /** HH:MM, or null when the line or the management form gives no time. */
  hour: z.string().nullable(),
  /** HH:MM: an appointment's end from its visit type's duration; null when unknown. */
  endHour: z.string().nullable(),
  /** The activity's target ids. */
  targets: z.array(z.number().int()),
  eventProperties: EventProperties,
  idEvent: z.number().int(),
  /** The viewer's own appointment (shown orange, docs/product/calendar.md#who-sees-what). */
  own: z.boolean(),
  /** The viewer may change the event's display properties (the edit button). */
  canEdit: z.boolean(),
});
export type EventItem = z.infer<typeof EventItem>;

/** A day with its events, in time order (untimed first), as the calendar screens use it. */
export const DayWithEvents = z.object({ day: z.string(), events: z.array(EventItem) });
export type DayWithEvents = z.infer<typeof DayWithEvents>;

/**
 * What the events of one activity take from it, sent once per activity in the reply of
 * `days-with-events-period` rather than in each of its events (docs/product/calendar.md#the-reply).
 * `canEdit`: the viewer may change the activity's display properties, so its events of type 2
 * carry the edit button.
 */
export const EventActivityPart = EventItem.pick({
  idActivity: true,
  idSupervisor: true,
  idCampaign: true,
  name: true,
  campaignName: true,
  targets: true,
  eventProperties: true,
}).extend({ canEdit: z.boolean() });
export type EventActivityPart = z.infer<typeof EventActivityPart>;

const isoDay = z.string();
const clock = z.string().nullable();

/**
 * An appointment in the reply (type 1): [order, activity, applicant, day, hour, end, detail], as
 * the appointments table keeps it ready (docs/product/calendar.md#appointments-table).
 */
export const AppointmentTuple = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  isoDay,
  clock,
  clock,
  z.string(),
]);
export type AppointmentTuple = z.infer<typeof AppointmentTuple>;

/** A dated line of an activity event in the reply (type 2): [line, activity, day, hour, text]. */
export const EventLineTuple = z.tuple([
  z.number().int(),
  z.number().int(),
  isoDay,
  clock,
  z.string(),
]);
export type EventLineTuple = z.infer<typeof EventLineTuple>;

/**
 * `GET events/{idUser}/days-with-events-period/…`: the events of the period the viewer may see,
 * in no order, and the parts of the activities they belong to. `eventItemsByDay`
 * (calendar/day-items.ts) puts them in their days and in order, as EventItems.
 */
export const DaysWithEventsReply = z.object({
  appointments: z.array(AppointmentTuple),
  lines: z.array(EventLineTuple),
  activities: z.array(EventActivityPart),
});
export type DaysWithEventsReply = z.infer<typeof DaysWithEventsReply>;

const month = z.coerce.number().int().min(1).max(12);
const year = z.coerce.number().int().min(2000).max(2100);

/**
 * The path of `events/{idUser}/days-with-events-period/{month1}/{year1}/{month2}/{year2}`: from the
 * first month to the last, at most the calendar's 19 months (docs/product/calendar.md#calls).
 * `idUser` is read but grants nothing: the session decides what is seen.
 */
export const DaysWithEventsParams = z
  .object({
    idUser: z.coerce.number().int(),
    month1: month,
    year1: year,
    month2: month,
    year2: year,
  })
  .refine(
    (p) =>
      periodDays({ month: p.month1, year: p.year1 }, { month: p.month2, year: p.year2 }) !==
      undefined,
    { path: ['month2'], message: messages.calendarPeriodInvalid },
  );

/** The path of `events/{idEvent}/{typeEvent}/eventproperties/set`. */
export const EventPropertiesParams = z.object({
  idEvent: idSchema(),
  typeEvent: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

/** The body of `events/{idEvent}/{typeEvent}/eventproperties/set`: the colour is required. */
export const EventPropertiesBody = z.object({
  propVisible: z.boolean(),
  propColor: z
    .string({ error: messages.eventColorRequired })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, messages.eventColorRequired),
});
export type EventPropertiesBody = z.infer<typeof EventPropertiesBody>;

/** A day of the reminders' filter: YYYY-MM-DD (DD/MM/YYYY read too). */
const ReminderDate = z.string({ error: messages.reminderDatesRequired }).transform((value, ctx) => {
  const iso = toIsoDate(value);
  if (!iso) ctx.addIssue({ code: 'custom', message: messages.reminderDatesRequired });
  return iso ?? '';
});

/** `GET events/{idUser}/user-future-events?startDate&endDate&activity`. */
export const FutureEventsQuery = z
  .object({
    startDate: ReminderDate,
    endDate: ReminderDate,
    /** An activity id; absent or -1 for any. */
    activity: z.coerce.number().int().min(-1).optional(),
  })
  .refine((q) => q.startDate <= q.endDate, {
    path: ['endDate'],
    message: messages.reminderEndBeforeStart,
  });
export type FutureEventsQuery = z.infer<typeof FutureEventsQuery>;

/** A row of the reminders table (docs/product/calendar.md#reminders). */
export const FutureEventRow = z.object({
  /** The order's id. */
  id: z.number().int(),
  /** The agreed day, YYYY-MM-DD. */
  date: z.string(),
  /** The agreed time HH:MM, or null. */
  hour: z.string().nullable(),
  activityName: z.string(),
  entityName: z.string(),
  userName: z.string(),
});
export type FutureEventRow = z.infer<typeof FutureEventRow>;

/**
 * Most rows one reminders search answers, the soonest appointments first: the table is sorted and
 * paged in the browser, which must not receive an unbounded list (docs/product/calendar.md#reminders).
 */
export const MAX_FUTURE_EVENTS = 5_000;

export const FutureEventsReply = z.array(FutureEventRow).max(MAX_FUTURE_EVENTS);

/** Most orders one reminder call sends (docs/product/calendar.md#reminders). */
export const MAX_REMINDERS_PER_CALL = 500;

/** The body of `order/send-reminder-email`. */
export const SendReminderBody = z.object({
  listOrders: z.array(idSchema()).min(1, messages.noRemindersSelected).max(MAX_REMINDERS_PER_CALL),
  textToAddToEmail: z.string().max(5000).default(''),
});
export type SendReminderBody = z.infer<typeof SendReminderBody>;

/** The reply of `order/send-reminder-email`: the mails queued. */
export const SendReminderReply = z.object({ sent: z.number().int() });

/** The private feed of `/userprofile` (docs/product/calendar.md#ical-feeds): null when none. */
export const CalendarFeedReply = z.object({ url: z.string().nullable() });
export type CalendarFeedReply = z.infer<typeof CalendarFeedReply>;
