/**
 * The dated lines an event keeps in its `requirements`
 * (docs/product/campaigns-and-activities.md#events): one line per dated entry, the first word the
 * date, the rest the event text. Plain text, one line each.
 */
export interface EventLine {
  /** 1-based position among the event lines, stable until the text changes. */
  id: number;
  /** The first word: the date, as typed ('DD/MM/YYYY'). */
  fecha: string;
  /** The rest of the line: hour, text, location and observations. */
  evento: string;
}

/**
 * docs/product/campaigns-and-activities.md#events: a requirements line of more than 10 characters
 * is read as an event line.
 */
const EVENT_LINE_READ_MIN = 11;
/**
 * docs/product/campaigns-and-activities.md#events: a new event line must be longer than 12
 * characters to be added.
 */
const EVENT_LINE_ADD_MIN = 13;

/** Splits one line into its date (first word) and event text (the rest). */
function splitLine(line: string, id: number): EventLine {
  const text = line.trim();
  const space = text.search(/\s/);
  if (space < 0) return { id, fecha: text, evento: '' };
  return { id, fecha: text.slice(0, space), evento: text.slice(space).trim() };
}

/** The event lines of a requirements text; shorter lines (and empty ones) are not events. */
export function parseEventLines(requirements: string): EventLine[] {
  return requirements
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= EVENT_LINE_READ_MIN)
    .map((line, i) => splitLine(line, i + 1));
}

/** The requirements text of a list of event lines, one per line. */
export function formatEventLines(lines: readonly Pick<EventLine, 'fecha' | 'evento'>[]): string {
  return lines.map((line) => `${line.fecha} ${line.evento}`.trim()).join('\n');
}

/**
 * What the 'Añadir' dialog asks (docs/product/campaigns-and-activities.md#activity-editor): date,
 * hour HH:MM, text, location, observations.
 */
export interface NewEventLine {
  /** DD/MM/YYYY. */
  date: string;
  /** HH:MM. */
  hour: string;
  text: string;
  location?: string;
  observations?: string;
}

/** One line of text from the 'Añadir' dialog: 'DD/MM/YYYY HH:MM text - location - observations'. */
export function formatNewEventLine(entry: NewEventLine): string {
  const parts = [entry.text, entry.location, entry.observations]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  return `${entry.date.trim()} ${entry.hour.trim()} ${parts.join(' - ')}`.trim();
}

/**
 * docs/product/campaigns-and-activities.md#events: a new event line is added only when longer than
 * 12 characters.
 */
export function canAddEventLine(line: string): boolean {
  return line.trim().length >= EVENT_LINE_ADD_MIN;
}

/**
 * Requirements with `line` appended, or unchanged when the line is too short to be added.
 * Line breaks inside the line are flattened, so one entry stays one line.
 */
export function addEventLine(requirements: string, line: string): string {
  const flat = line.replace(/\s*\r?\n\s*/g, ' ').trim();
  if (!canAddEventLine(flat)) return requirements;
  return formatEventLines([...parseEventLines(requirements), splitLine(flat, 0)]);
}

/** Requirements without the event line `id` (as numbered by parseEventLines). */
export function removeEventLine(requirements: string, id: number): string {
  return formatEventLines(parseEventLines(requirements).filter((line) => line.id !== id));
}

/** The ISO date (YYYY-MM-DD) of an event line's fecha 'DD/MM/YYYY' (or ISO), else undefined. */
export function eventLineIsoDate(fecha: string): string | undefined {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(fecha);
  if (dmy) return `${dmy[3]}-${(dmy[2] ?? '').padStart(2, '0')}-${(dmy[1] ?? '').padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : undefined;
}
