import type { OrderDetail } from '@extranet/shared/schemas/order';
import { dateTimeText } from '@/shared/day-text';
import { orderDetailTexts as t } from '../order-detail-texts';

type StateChange = OrderDetail['history'][number];
type Reminder = OrderDetail['reminders'][number];

/** One line of the history: a state change or a reminder sent, placed by its time. */
type Entry = { at: string; change: StateChange } | { at: string; reminder: Reminder };

const entriesOf = (order: Pick<OrderDetail, 'history' | 'reminders'>): Entry[] =>
  [
    ...order.history.map((change): Entry => ({ at: change.at, change })),
    ...order.reminders.map((reminder): Entry => ({ at: reminder.at, reminder })),
  ].sort((a, b) => a.at.localeCompare(b.at));

function StateChangeLine({ change, showWho }: { change: StateChange; showWho: boolean }) {
  return (
    <>
      <span className="detail-history__what">
        {change.from
          ? t.historyChange(change.from.value, change.to.value)
          : t.historyCreated(change.to.value)}
        {showWho && change.by && <> {t.historyBy(change.by.name)}</>}
      </span>
      {change.reason && (
        <span className="detail-history__reason">
          {t.historyReason}: {change.reason}
        </span>
      )}
    </>
  );
}

/** docs/product/calendar.md#reminders: who sent it by hand, or 'automático' for the daily job. */
function ReminderLine({ reminder, showWho }: { reminder: Reminder; showWho: boolean }) {
  return (
    <>
      <span className="detail-history__what">
        {t.reminderSent}
        {reminder.kind === 'automatic' ? (
          <> ({t.reminderAutomatic})</>
        ) : (
          showWho && reminder.by && <> {t.historyBy(reminder.by.name)}</>
        )}
      </span>
      {reminder.addedText && (
        <span className="detail-history__reason">
          {t.reminderText}: {reminder.addedText}
        </span>
      )}
    </>
  );
}

/**
 * The order's history (docs/product/requests.md#states): the state changes (when, from, to and
 * why) and the reminders sent (docs/product/calendar.md#reminders), oldest first; who made each
 * only in manager mode (the API names nobody to the applicant).
 */
export function OrderHistory({
  order,
  showWho,
}: {
  order: Pick<OrderDetail, 'history' | 'reminders'>;
  showWho: boolean;
}) {
  const entries = entriesOf(order);
  if (entries.length === 0) return null;
  return (
    <section className="detail-block" aria-labelledby="detail-history-heading">
      <h2 id="detail-history-heading" className="detail-block__title">
        {t.historyHeading}
      </h2>
      <ol className="detail-history">
        {entries.map((entry) => (
          <li
            key={'change' in entry ? `state-${entry.change.id}` : `reminder-${entry.reminder.id}`}
            className="detail-history__item"
          >
            <span className="detail-history__when">{dateTimeText(entry.at)}</span>
            {'change' in entry ? (
              <StateChangeLine change={entry.change} showWho={showWho} />
            ) : (
              <ReminderLine reminder={entry.reminder} showWho={showWho} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
