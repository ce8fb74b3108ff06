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
  const add = (day: string, item: EventItem) => {
    const rank = places.get(item.idActivity)?.rank ?? 0;
    const events = byDay.get(day);
    if (events) events.push({ item, rank });
    else byDay.set(day, [{ item, rank }]);
  };
  for (const [id, idActivity, idUser, day, hour, endHour, detail] of reply.appointments) {
    const part = places.get(idActivity)?.part;
    if (!part) continue;
    add(day, {
      ...eventOf(part, day),
      id,
      typeEvent: 1,
      idUser,
      detail,
      hour,
      endHour,
      idEvent: id,
      own: idUser === viewerId,
      canEdit: false,
    });
  }
  for (const [id, idActivity, day, hour, detail] of reply.lines) {
    const part = places.get(idActivity)?.part;
    if (!part) continue;
    add(day, {
      ...eventOf(part, day),
      id,
      typeEvent: 2,
      idUser: null,
      detail,
      hour,
      endHour: null,
      idEvent: idActivity,
      own: false,
      // The display properties are the activity's: the edit button is on its activity events.
      canEdit: part.canEdit,
    });
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

/** What an event of `day` takes from its activity. */
const eventOf = (part: EventActivityPart, day: string) => ({
  idActivity: part.idActivity,
  idSupervisor: part.idSupervisor,
  idCampaign: part.idCampaign,
  name: part.name,
  campaignName: part.campaignName,
  startDate: day,
  endDate: day,
  targets: part.targets,
  eventProperties: part.eventProperties,
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
