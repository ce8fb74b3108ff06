import { parseEventLines } from '@extranet/shared/forms/event-lines';
import type { Activity } from '@extranet/shared/schemas/activity';
import { hasReadableText } from '../activity-text';
import { orderTexts as t } from '../order-texts';

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
      <section className="order-info__block" aria-labelledby="order-requirements">
        <h2 id="order-requirements" className="order-info__heading">
          {t.eventDates}
        </h2>
        <ul className="order-event-lines">
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.fecha}</strong> {line.evento}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!hasReadableText(activity.requirements)) return null;
  return (
    <section className="order-info__block" aria-labelledby="order-requirements">
      <h2 id="order-requirements" className="order-info__heading">
        {t.requirements}
      </h2>
      {/* Rich text sanitized by the API's allow-list before it was stored
          (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: activity.requirements }} />
    </section>
  );
}
