import { toDisplayDate } from '@extranet/shared/forms/answer-rules';
import { OrderState } from '@extranet/shared/order-states';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { ActivityBanner } from '@/shared/components/activity-banner';
import { dateTimeText } from '@/shared/day-text';
import { orderDetailTexts as t } from '../order-detail-texts';
import { AddToCalendar } from './add-to-calendar';

/** docs/product/calendar.md#events: an appointment is an accepted (2) or done (5) order's. */
const hasAppointment = (order: OrderDetail) =>
  order.appointment !== null &&
  (order.state.id === OrderState.Accepted || order.state.id === OrderState.Done);

/**
 * What was requested and where the request stands (docs/product/requests.md#order-detail): the
 * activity's name, complement, image, dates and campaign; 'Solicitud: {id}', its date and its
 * state; an accepted appointment's day and hours, with 'Añadir al calendario'.
 */
export function OrderHeading({ order }: { order: OrderDetail }) {
  const { activity } = order;
  const hasDates = Boolean(activity.startDate && activity.endDate);
  const appointment = hasAppointment(order) ? order.appointment : null;
  return (
    <ActivityBanner activity={activity}>
      <p className="detail-info__number">{t.orderNumber(order.id)}</p>
      <dl className="detail-facts">
        <dt>{t.requestDate}</dt>
        <dd>{dateTimeText(order.date)}</dd>
        <dt>{t.state}</dt>
        <dd>
          <span className={`detail-state detail-state--${order.state.id}`}>
            {order.state.value}
          </span>
        </dd>
        <dt>{t.campaign}</dt>
        <dd>{activity.campaign.name}</dd>
        {hasDates && (
          <>
            <dt>{t.activityDates}</dt>
            <dd>{t.dates(toDisplayDate(activity.startDate), toDisplayDate(activity.endDate))}</dd>
          </>
        )}
        {appointment && (
          <>
            <dt>{t.appointment}</dt>
            <dd>
              {toDisplayDate(appointment.date)}
              {appointment.time && (
                <> {t.appointmentHours(appointment.time, appointment.endTime)}</>
              )}
            </dd>
          </>
        )}
      </dl>
      {appointment && <AddToCalendar orderId={order.id} />}
    </ActivityBanner>
  );
}
