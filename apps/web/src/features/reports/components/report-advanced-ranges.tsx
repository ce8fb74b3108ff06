import type { ReportFilterValues, ReportRangeStart } from '../report-filter';
import { reportTexts as t } from '../report-texts';
import { ReportRange } from './report-range';

const ranges = [
  { start: 'requestedStart', end: 'requestedEnd', label: t.requested },
  { start: 'agreedStart', end: 'agreedEnd', label: t.agreed },
  { start: 'completitionStart', end: 'completitionEnd', label: t.completion },
] as const;

/**
 * AVANZADO's three ranges (docs/product/reporting.md#filters): requested, agreed and completion
 * dates, each 'desde' / 'hasta', each checked like the main range.
 */
export function ReportAdvancedRanges({
  id,
  values,
  onChange,
  wrong,
}: {
  id: string;
  values: ReportFilterValues;
  onChange: (changes: Partial<ReportFilterValues>) => void;
  wrong: readonly ReportRangeStart[];
}) {
  return (
    <fieldset id={id} className="report-advanced">
      <legend>{t.advancedRanges}</legend>
      <div className="order-filter__grid">
        {ranges.map((range) => (
          <ReportRange
            key={range.start}
            labels={{
              start: `${range.label} ${t.rangeFrom}`,
              end: `${range.label} ${t.rangeUntil}`,
            }}
            start={values[range.start]}
            end={values[range.end]}
            onChange={(start, end) => onChange({ [range.start]: start, [range.end]: end })}
            wrong={wrong.includes(range.start)}
          />
        ))}
      </div>
    </fieldset>
  );
}
