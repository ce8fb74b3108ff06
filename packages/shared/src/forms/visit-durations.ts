import { norm } from './field-roles.ts';

/**
 * Duration in hours of a visit type (docs/product/README.md#constants-and-limits,
 * docs/product/requests.md#request-form): VISITA + TALLER 2,5 h, VISITA ESTÁNDAR 1,5 h, VISITA
 * PUNTO LIMPIO 1 h, and the half day 'MEDIA JORNADA' (12:00 to 14:00,
 * docs/product/requests.md#waiting-list) 2 h. Compared upper-case without accents; anything else
 * has no duration (undefined).
 */
export function visitDurationHours(visitType: string): number | undefined {
  const type = norm(visitType).toUpperCase();
  if (type.includes('TALLER')) return 2.5;
  if (type.includes('PUNTO LIMPIO')) return 1;
  if (type.includes('ESTANDAR')) return 1.5;
  if (type.startsWith('MEDIA JORNADA')) return 2;
  return undefined;
}

/**
 * The end time HH:MM of an appointment starting at `start` (HH:MM) for a visit type
 * (docs/product/calendar.md#appointments), or undefined when the type has no duration or the start is
 * not HH:MM.
 */
export function visitEndTime(start: string, visitType: string): string | undefined {
  const hours = visitDurationHours(visitType);
  const match = /^(\d{1,2}):(\d{2})$/.exec(start.trim());
  if (hours === undefined || !match) return undefined;
  const minutes = (Number(match[1]) * 60 + Number(match[2]) + hours * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
