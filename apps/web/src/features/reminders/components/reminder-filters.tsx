import { FilterOutlined, MailOutlined } from '@ant-design/icons';
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { Button, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId } from 'react';
import { DayRangeFields } from '@/shared/order-lists/day-range-fields';
import { isBeforeToday, type ReminderSearch } from '../reminder-search';
import { reminderTexts as t } from '../reminder-texts';
import { ActivityPicker } from './activity-picker';

const TEXT_ROWS = 6;

const beforeToday = (day: Dayjs) => isBeforeToday(day.format('YYYY-MM-DD'));

/**
 * The reminders' filters and buttons (docs/product/calendar.md#reminders): 'Fecha inicio' and
 * 'Fecha fin' (no day before today; the end not before the start), 'Actividad', 'Añadido al
 * correo'; FILTRAR searches, ENVIAR CORREOS sends the chosen rows.
 */
export function ReminderFilters({
  search,
  onSearchChange,
  text,
  onTextChange,
  tree,
  treeLoading,
  sending,
  onFilter,
  onSendAll,
}: {
  search: ReminderSearch;
  onSearchChange: (search: ReminderSearch) => void;
  text: string;
  onTextChange: (text: string) => void;
  tree: ActivityNameTree;
  treeLoading: boolean;
  sending: boolean;
  onFilter: () => void;
  onSendAll: () => void;
}) {
  const prefix = useId();
  const ids = {
    activity: `${prefix}-activity`,
    text: `${prefix}-text`,
    hint: `${prefix}-hint`,
  };
  const set = (changes: Partial<ReminderSearch>) => onSearchChange({ ...search, ...changes });

  return (
    <form
      className="order-filter reminder-filters"
      aria-label={t.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter();
      }}
    >
      <div className="order-filter__grid">
        <DayRangeFields range={search} onChange={set} disabledDay={beforeToday} />
        <div className="order-filter__field order-filter__field--wide">
          <label htmlFor={ids.activity}>{t.activity}</label>
          <ActivityPicker
            id={ids.activity}
            tree={tree}
            loading={treeLoading}
            value={search.activityId}
            onChange={(activityId) => set({ activityId })}
          />
        </div>
        <div className="order-filter__field reminder-filters__text">
          <label htmlFor={ids.text}>{t.addedText}</label>
          <Input.TextArea
            id={ids.text}
            rows={TEXT_ROWS}
            maxLength={5000}
            aria-describedby={ids.hint}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <span id={ids.hint} className="reminder-filters__hint">
            {t.addedTextHint}
          </span>
        </div>
      </div>
      <div className="order-filter__buttons">
        <Button type="primary" htmlType="submit" icon={<FilterOutlined aria-hidden />}>
          {t.filter}
        </Button>
        <Button icon={<MailOutlined aria-hidden />} loading={sending} onClick={onSendAll}>
          {t.sendAll}
        </Button>
      </div>
    </form>
  );
}
