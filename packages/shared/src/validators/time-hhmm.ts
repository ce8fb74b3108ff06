/** Time of day as typed in activity schedules. */

/** Hours 00–23 and minutes 00–59, always two digits each so that the text sorts as time. */
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * True when `value` is a 24-hour time HH:MM from 00:00 to 23:59, with exactly two digits for
 * the hour and two for the minutes ('9:05', '24:00' and '12:60' are refused).
 */
export function isValidHhmm(value: string): boolean {
  return HHMM.test(value);
}
