import type {
  DayWithEvents,
  DaysWithEventsReply,
  EventActivityPart,
  EventItem,
} from '../schemas/events.ts';

/**
 * The days of a `days-with-events-period` reply (docs/product/calendar.md#the-reply), in date
 * order, each with its EventItems in order: untimed first, then by hour, activity name, type,
 * event and number. An event gets its day as start and end, its activity's part, and `idEvent`
 * (the order of an appointment, the activity of an activity event); `own` is an appointment of
 * `viewerId`. An event whose activity the reply lacks is left out.
 */
export function eventItemsByDay(
  reply: DaysWithEventsReply,
  viewerId: number | null,
): DayWithEvents[] {
  const places = placesOf(reply.activities);
  const byDay = new Map<string, PlacedItem[]>();
  /** Puts the event in its day, when the reply has its activity. */
  const add = (idActivity: number, day: string, own: OwnFields) => {
    const place = places.get(idActivity);
    if (!place) return;
    const placed = { item: eventItem(place.part, day, own, viewerId), rank: place.rank };
    const events = byDay.get(day);
    if (events) events.push(placed);
    else byDay.set(day, [placed]);
  };
  for (const [id, idActivity, idUser, day, hour, endHour, detail] of reply.appointments) {
    add(idActivity, day, { id, typeEvent: 1, idUser, detail, hour, endHour });
  }
  for (const [id, idActivity, day, hour, detail] of reply.lines) {
    add(idActivity, day, { id, typeEvent: 2, idUser: null, detail, hour, endHour: null });
  }
  return [...byDay.keys()].sort().map((day) => ({
    day,
    // A day holds a few events: sorting each day costs less than sorting them all.
    events: (byDay.get(day) ?? []).sort(compareWithinDay).map(({ item }) => item),
  }));
}

/** An item with its activity's place among the activities by name. */
interface PlacedItem {
  item: EventItem;
  rank: number;
}

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** Each activity's part and its place among the activities by name (then id). */
function placesOf(parts: EventActivityPart[]) {
  const ranked = [...parts].sort(
    (a, b) => byName.compare(a.name, b.name) || a.idActivity - b.idActivity,
  );
  return new Map(ranked.map((part, rank) => [part.idActivity, { part, rank }]));
}

/** What is an event's own, apart from its activity and day. */
interface OwnFields {
  id: number;
  typeEvent: 1 | 2;
  idUser: number | null;
  detail: string;
  hour: string | null;
  endHour: string | null;
}

/**
 * The EventItem of an event of `day`. One object literal with every key, in the schema's order:
 * spreading the activity's fields into it made each of a gestor's thousands of items several
 * times slower to build.
 */
const eventItem = (
  part: EventActivityPart,
  day: string,
  own: OwnFields,
  viewerId: number | null,
): EventItem => ({
  id: own.id,
  idActivity: part.idActivity,
  typeEvent: own.typeEvent,
  idUser: own.idUser,
  idSupervisor: part.idSupervisor,
  idCampaign: part.idCampaign,
  name: part.name,
  campaignName: part.campaignName,
  detail: own.detail,
  startDate: day,
  endDate: day,
  hour: own.hour,
  endHour: own.endHour,
  targets: part.targets,
  eventProperties: part.eventProperties,
  idEvent: own.typeEvent === 1 ? own.id : part.idActivity,
  own: own.typeEvent === 1 && own.idUser === viewerId,
  // The display properties are the activity's: the edit button is on its activity events.
  canEdit: own.typeEvent === 2 && part.canEdit,
});

/** Within a day: untimed first, then by hour, activity name, type, event and number. */
function compareWithinDay({ item: a, rank: ra }: PlacedItem, { item: b, rank: rb }: PlacedItem) {
  if (a.hour !== b.hour) {
    if (a.hour === null) return -1;
    if (b.hour === null) return 1;
    return a.hour < b.hour ? -1 : 1;
  }
  return ra - rb || a.typeEvent - b.typeEvent || a.idEvent - b.idEvent || a.id - b.id;
}
