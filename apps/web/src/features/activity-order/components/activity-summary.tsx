import { toDisplayDate } from '@extranet/shared/forms/answer-rules';
import type { Activity } from '@extranet/shared/schemas/activity';
import { ActivityBanner } from '@/shared/components/activity-banner';
import { plainText } from '../activity-text';
import { orderTexts as t } from '../order-texts';
import { ActivityRequirements } from './activity-requirements';
import { InfoBlock, RichText } from './info-block';

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
        <InfoBlock id="order-explanation" heading={t.explanation}>
          <RichText html={activity.explanation} />
        </InfoBlock>
      )}
      <ActivityRequirements activity={activity} />
    </ActivityBanner>
  );
}
