import { parseEventLines } from '@extranet/shared/forms/event-lines';
import type { Activity } from '@extranet/shared/schemas/activity';
import { hasReadableText } from '../activity-text';
import { orderTexts as t } from '../order-texts';
import { InfoBlock, RichText } from './info-block';

/**
 * The requirements of an activity: sanitized HTML from the API; for an event, its dated lines
 * (docs/product/campaigns-and-activities.md#events: the date, then the event) as a list.
 * docs/product/requests.md#validation: text of more than 10 characters shows the block.
 */
export function ActivityRequirements({ activity }: { activity: Activity }) {
  if (activity.isEvent) {
    const lines = parseEventLines(activity.requirements);
    if (lines.length === 0) return null;
    return (
      <InfoBlock id="order-requirements" heading={t.eventDates}>
        <ul className="order-event-lines">
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.fecha}</strong> {line.evento}
            </li>
          ))}
        </ul>
      </InfoBlock>
    );
  }
  if (!hasReadableText(activity.requirements)) return null;
  return (
    <InfoBlock id="order-requirements" heading={t.requirements}>
      <RichText html={activity.requirements} />
    </InfoBlock>
  );
}
