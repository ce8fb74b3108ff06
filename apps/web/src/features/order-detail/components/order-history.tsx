import type { OrderDetail } from '@extranet/shared/schemas/order';
import { dateTimeText } from '@/shared/day-text';
import { orderDetailTexts as t } from '../order-detail-texts';

/**
 * The state history (docs/product/requests.md#states): when, from, to and why, oldest first; who
 * made each change only in manager mode (the API names nobody to the applicant).
 */
export function OrderHistory({
  history,
  showWho,
}: {
  history: OrderDetail['history'];
  showWho: boolean;
}) {
  if (history.length === 0) return null;
  return (
    <section className="detail-block" aria-labelledby="detail-history-heading">
      <h2 id="detail-history-heading" className="detail-block__title">
        {t.historyHeading}
      </h2>
      <ol className="detail-history">
        {history.map((item) => (
          <li key={item.id} className="detail-history__item">
            <span className="detail-history__when">{dateTimeText(item.at)}</span>
            <span className="detail-history__what">
              {item.from
                ? t.historyChange(item.from.value, item.to.value)
                : t.historyCreated(item.to.value)}
              {showWho && item.by && <> {t.historyBy(item.by.name)}</>}
            </span>
            {item.reason && (
              <span className="detail-history__reason">
                {t.historyReason}: {item.reason}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
