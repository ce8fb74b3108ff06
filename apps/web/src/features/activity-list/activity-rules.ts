import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';

type Named = Pick<Activity, 'name' | 'complement'>;

/**
 * docs/product/campaigns-and-activities.md#activities: a contest when the name or the complement
 * contains 'concurso'.
 */
export function isContest({ name, complement }: Named): boolean {
  return /concurso/i.test(name) || /concurso/i.test(complement);
}

/** Rich text as plain text: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const entities: Record<string, string> = {
    '&nbsp;': ' ',
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * docs/product/campaigns-and-activities.md#activity-list: a contest whose explanation is under 100
 * characters shows it in the list; anything else shows nothing (undefined).
 */
export function contestExplanation(
  activity: Named & Pick<Activity, 'explanation'>,
): string | undefined {
  if (!isContest(activity)) return undefined;
  const text = plainText(activity.explanation);
  return text && text.length < 100 ? text : undefined;
}

/**
 * docs/product/campaigns-and-activities.md#activity-list,
 * docs/product/campaigns-and-activities.md#activities: 'calendario…' activities open only through
 * the editor.
 */
export function opensWithEditButton({ name }: Pick<Activity, 'name'>): boolean {
  return name.trim().toLowerCase().startsWith('calendario');
}

/**
 * docs/product/campaigns-and-activities.md#activities: an event says 'El evento … borrado', an
 * activity 'La actividad … borrada'.
 */
export const deletedMessage = (isEvent: boolean): string =>
  isEvent ? messages.eventDeleted : messages.activityDeleted;

/**
 * docs/product/campaigns-and-activities.md#activities: the created wording for a new event or a new
 * activity.
 */
export const createdMessage = (isEvent: boolean): string =>
  isEvent ? messages.eventCreated : messages.activityCreated;
