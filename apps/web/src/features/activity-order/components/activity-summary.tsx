import { toDisplayDate } from '@extranet/shared/forms/answer-rules';
import type { Activity } from '@extranet/shared/schemas/activity';
import { ActivityBanner } from '@/shared/components/activity-banner';
import { plainText } from '../activity-text';
import { orderTexts as t } from '../order-texts';
import { ActivityRequirements } from './activity-requirements';

/**
 * What is requested (docs/product/requests.md#request-form): name, complement, image, dates,
 * explanation and requirements.
 */
export function ActivitySummary({ activity }: { activity: Activity }) {
  const hasDates = Boolean(activity.startDate && activity.endDate);
  const hasExplanation = plainText(activity.explanation) !== '';
  return (
    <ActivityBanner activity={activity}>
      {hasDates && (
        <p className="order-info__dates">
          {t.dates(toDisplayDate(activity.startDate), toDisplayDate(activity.endDate))}
        </p>
      )}
      {hasExplanation && (
        <section className="order-info__block" aria-labelledby="order-explanation">
          <h2 id="order-explanation" className="order-info__heading">
            {t.explanation}
          </h2>
          {/* Rich text sanitized by the API's allow-list before it was stored
                (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: activity.explanation }} />
        </section>
      )}
      <ActivityRequirements activity={activity} />
    </ActivityBanner>
  );
}
