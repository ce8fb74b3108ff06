import { CopyOutlined, DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import type { ActivityListItem } from '@extranet/shared/schemas/activity';
import { Button, Switch } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { contestExplanation, opensWithEditButton } from '../activity-rules';
import { cardImageLoading } from '@/shared/components/card-image-loading';
import { activityTexts as t, displayDate } from '../activity-texts';

export interface ActivityCardProps {
  activity: ActivityListItem;
  /**
   * Role 2+ or the campaign's supervisor: edit, clone, delete and the active switch
   * (docs/product/README.md#roles-and-permissions).
   */
  canManage: boolean;
  toggling?: boolean;
  cloning?: boolean;
  onOpen: (activity: ActivityListItem) => void;
  onToggleActive: (activity: ActivityListItem, active: boolean) => void;
  onEdit: (activity: ActivityListItem) => void;
  onClone: (activity: ActivityListItem) => void;
  onDelete: (activity: ActivityListItem) => void;
  /** The list's first card: its image is asked for at once (cardImageLoading). */
  firstOnScreen?: boolean;
}

/** Clicks on the card's own controls do not also open the activity. */
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element &&
  event.target.closest('button, a, input, label, [role="switch"]');

/** One activity of /activitylist: image, name, complement, dates, places and its actions. */
export function ActivityCard({
  activity,
  canManage,
  toggling = false,
  cloning = false,
  onOpen,
  onToggleActive,
  onEdit,
  onClone,
  onDelete,
  firstOnScreen = false,
}: ActivityCardProps) {
  const { name } = activity;
  const explanation = contestExplanation(activity);
  const hasDates = Boolean(activity.startDate && activity.endDate);

  return (
    <article
      className={`list-card${activity.active ? '' : ' list-card--inactive'}`}
      onClick={(event) => {
        if (!fromControl(event)) onOpen(activity);
      }}
    >
      <div className="list-card__media">
        {activity.imageUrl ? (
          <img src={activity.imageUrl} alt="" {...cardImageLoading(firstOnScreen)} />
        ) : (
          <div className="list-card__placeholder">
            <PictureOutlined aria-hidden />
          </div>
        )}
        {/* The state in words, not only by colour (WCAG 1.4.1):
            docs/product/campaigns-and-activities.md#activity-list. */}
        {!activity.active && <span className="list-card__watermark">{t.inactive}</span>}
      </div>
      <div className="list-card__body">
        <h2 className="list-card__name">
          <button type="button" className="activity-card__open" onClick={() => onOpen(activity)}>
            {name}
          </button>
        </h2>
        {activity.complement && <p className="activity-card__complement">{activity.complement}</p>}
        {activity.isEvent && <p className="activity-card__tag">{t.event}</p>}
        {hasDates && (
          <p className="list-card__meta">
            {t.dates(displayDate(activity.startDate), displayDate(activity.endDate))}
          </p>
        )}
        <p className="list-card__meta">
          {t.places(activity.places)} · {t.taken(activity.currentPlaces)}
        </p>
        {explanation && <p className="activity-card__explanation">{explanation}</p>}
        {/* docs/product/calendar.md#calendar: a 'calendario…' activity opens only through its
            editor; whoever has no edit button is offered the public calendar. */}
        {!canManage && opensWithEditButton(activity) && (
          <p className="list-card__meta">
            <Link to={paths.calendar}>{t.seeCalendar}</Link>
          </p>
        )}
      </div>
      {canManage && (
        <div className="list-card__actions">
          <label className="list-card__switch">
            <Switch
              checked={activity.active}
              loading={toggling}
              aria-label={t.activeSwitchLabel(name)}
              onChange={(checked) => onToggleActive(activity, checked)}
            />
            <span aria-hidden>{t.active}</span>
          </label>
          <div className="list-card__tools">
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={`${t.edit} ${name}`}
              onClick={() => onEdit(activity)}
            >
              {t.edit}
            </Button>
            <Button
              icon={<CopyOutlined aria-hidden />}
              aria-label={`${t.clone} ${name}`}
              loading={cloning}
              onClick={() => onClone(activity)}
            >
              {t.clone}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${t.remove} ${name}`}
              onClick={() => onDelete(activity)}
            >
              {t.remove}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
