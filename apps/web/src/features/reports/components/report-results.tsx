import { messages } from '@extranet/shared/messages';
import { numberText } from '@extranet/shared/reports/document-cells';
import { Alert } from 'antd';
import { reportTexts as t } from '../report-texts';
import type { ReportOutcome } from '../use-report-screen';

/**
 * Above the table (docs/product/reporting.md#list-reports): 'Resultados: N' with the true count,
 * the report's sums over every matching row, and the 5,000-row notice when more match; for a
 * printable type, the orders behind its document (docs/product/reporting.md#documents).
 */
export function ReportResults({ outcome }: { outcome: ReportOutcome | undefined }) {
  return (
    <div className="report-results">
      <p className="report-results__count" role="status">
        {outcome ? t.results(outcome.total) : ''}
      </p>
      {outcome && outcome.summary.length > 0 && (
        <ul className="report-results__summary" aria-label={t.summary}>
          {outcome.summary.map((line) => (
            <li key={line.label}>
              {line.label}: <strong>{numberText(line.value)}</strong>
            </li>
          ))}
        </ul>
      )}
      {outcome?.limited && <Alert type="warning" showIcon title={messages.exportLimit} />}
    </div>
  );
}
