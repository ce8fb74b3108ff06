import { EditOutlined } from '@ant-design/icons';
import { EventType, type EventItem } from '@extranet/shared/schemas/events';
import { Button } from 'antd';
import { calendarTexts as t } from '../calendar-texts';

/** 'HH:MM – HH:MM', 'HH:MM', or 'Sin hora'. */
const timeOf = ({ hour, endHour }: EventItem) =>
  hour ? (endHour ? `${hour} – ${endHour}` : hour) : t.allDay;

/**
 * The edit button's events: activity events the API marks editable for this viewer (role 2+ or
 * the campaign's supervisor, docs/product/calendar.md#calendar). The public calendar passes no
 * `onEdit`, so it shows none.
 */
const editable = (event: EventItem): boolean =>
  event.typeEvent === EventType.ActivityEvent && event.canEdit;

/**
 * One event of the day's list (docs/product/calendar.md#who-sees-what): its activity colour as a
 * marker, the time, name, campaign and detail. The viewer's own appointment is orange and says
 * 'Mi solicitud' (colour is never the only signal); the others are black. A hidden event, which
 * only its managers see, says so.
 */
export function EventEntry({
  event,
  onEdit,
}: {
  event: EventItem;
  onEdit?: (event: EventItem) => void;
}) {
  const classes = ['event-entry', event.own && 'event-entry--own'].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <span
        className="event-entry__marker"
        style={{ background: event.eventProperties.color }}
        aria-hidden
      />
      <div className="event-entry__body">
        <p className="event-entry__time">{timeOf(event)}</p>
        <p className="event-entry__name">
          {event.name}
          {event.own && <span className="event-entry__own">{t.own}</span>}
        </p>
        <p className="event-entry__campaign">{event.campaignName}</p>
        {event.detail && <p className="event-entry__detail">{event.detail}</p>}
        {!event.eventProperties.visible && <p className="event-entry__hidden">{t.hidden}</p>}
      </div>
      {onEdit && editable(event) && (
        <Button
          className="event-entry__edit"
          icon={<EditOutlined aria-hidden />}
          aria-label={t.editEvent(event.name)}
          title={t.editorTitle}
          onClick={() => onEdit(event)}
        />
      )}
    </li>
  );
}
