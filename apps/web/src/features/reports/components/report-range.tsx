import { messages } from '@extranet/shared/messages';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId } from 'react';
import { isoDay, pickerDay } from '@/shared/order-lists/order-dates';
import { reportTexts as t } from '../report-texts';

const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * A date range of the report filter (docs/product/reporting.md#dates): two labelled pickers side
 * by side (stacked on phones), DD/MM/YYYY; a start later than the end says so under the end, which names the message as its
 * description. `disabledStart` refuses days before the floor outside the historic view.
 */
export function ReportRange({
  labels,
  start,
  end,
  onChange,
  wrong,
  disabledStart,
  caption,
}: {
  labels: { start: string; end: string };
  start: string | null;
  end: string | null;
  onChange: (start: string | null, end: string | null) => void;
  wrong: boolean;
  disabledStart?: (day: Dayjs) => boolean;
  /** What the range applies to, under the pickers. */
  caption?: string;
}) {
  const prefix = useId();
  const ids = { start: `${prefix}-start`, end: `${prefix}-end`, error: `${prefix}-error` };
  return (
    <div className="report-range order-filter__field--wide">
      <div className="report-range__pickers">
        <div className="order-filter__field">
          <label htmlFor={ids.start}>{labels.start}</label>
          <DatePicker
            id={ids.start}
            format={DATE_FORMAT}
            placeholder={t.datePlaceholder}
            value={pickerDay(start)}
            disabledDate={disabledStart}
            onChange={(date) => onChange(isoDay(date), end)}
          />
        </div>
        <div className="order-filter__field">
          <label htmlFor={ids.end}>{labels.end}</label>
          <DatePicker
            id={ids.end}
            format={DATE_FORMAT}
            placeholder={t.datePlaceholder}
            value={pickerDay(end)}
            status={wrong ? 'error' : undefined}
            aria-invalid={wrong}
            aria-describedby={wrong ? ids.error : undefined}
            onChange={(date) => onChange(start, isoDay(date))}
          />
          {wrong && (
            <p id={ids.error} className="report-range__error">
              {messages.reportEndBeforeStart}
            </p>
          )}
        </div>
      </div>
      {caption && <p className="report-range__caption">{caption}</p>}
    </div>
  );
}
