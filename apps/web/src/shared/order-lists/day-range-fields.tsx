import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId } from 'react';
import { isoDay, pickerDay } from './order-dates';
import { orderListTexts as t } from './order-list-texts';

const DATE_FORMAT = 'DD/MM/YYYY';

/** A filter's day range, YYYY-MM-DD or null for "any". */
export interface DayRange {
  startDate: string | null;
  endDate: string | null;
}

/**
 * 'Fecha inicio' and 'Fecha fin' of a filter (docs/product/requests.md#filters,
 * docs/product/calendar.md#reminders): two labelled pickers, DD/MM/YYYY, the end never before
 * the start, and no day that `disabledDay` refuses.
 */
export function DayRangeFields({
  range,
  onChange,
  disabledDay = () => false,
}: {
  range: DayRange;
  onChange: (change: Partial<DayRange>) => void;
  disabledDay?: (day: Dayjs) => boolean;
}) {
  const prefix = useId();
  const ids = { start: `${prefix}-start`, end: `${prefix}-end` };
  const start = pickerDay(range.startDate);
  return (
    <>
      <div className="order-filter__field">
        <label htmlFor={ids.start}>{t.startDate}</label>
        <DatePicker
          id={ids.start}
          format={DATE_FORMAT}
          placeholder={t.datePlaceholder}
          value={start}
          disabledDate={disabledDay}
          onChange={(date) => onChange({ startDate: isoDay(date) })}
        />
      </div>
      <div className="order-filter__field">
        <label htmlFor={ids.end}>{t.endDate}</label>
        <DatePicker
          id={ids.end}
          format={DATE_FORMAT}
          placeholder={t.datePlaceholder}
          value={pickerDay(range.endDate)}
          disabledDate={(day) => disabledDay(day) || (start !== null && day.isBefore(start, 'day'))}
          onChange={(date) => onChange({ endDate: isoDay(date) })}
        />
      </div>
    </>
  );
}
