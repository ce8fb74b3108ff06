import { CalendarOutlined, CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { activityTexts as t } from '../activity-texts';

/**
 * 'Nueva actividad', 'Nuevo evento' and 'Clonar actividad'
 * (docs/product/campaigns-and-activities.md#activity-list; role 2+ or supervisor).
 */
export function ActivityAdminBar({
  creatingEvent,
  onCreate,
  onOpenClone,
}: {
  /** true while an event is being created, false while an activity is, else null. */
  creatingEvent: boolean | null;
  onCreate: (isEvent: boolean) => void;
  onOpenClone: () => void;
}) {
  return (
    <div className="activity-admin-bar" role="group" aria-label={t.adminLabel}>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        loading={creatingEvent === false}
        disabled={creatingEvent !== null}
        onClick={() => onCreate(false)}
      >
        {t.newActivity}
      </Button>
      <Button
        icon={<CalendarOutlined aria-hidden />}
        loading={creatingEvent === true}
        disabled={creatingEvent !== null}
        onClick={() => onCreate(true)}
      >
        {t.newEvent}
      </Button>
      <Button icon={<CopyOutlined aria-hidden />} onClick={onOpenClone}>
        {t.cloneActivity}
      </Button>
    </div>
  );
}
