import { messages } from '@extranet/shared/messages';
import { numberText } from '@extranet/shared/reports/document-cells';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { Alert } from 'antd';
import { reportTexts as t } from '../report-texts';

/**
 * Above the table (docs/product/reporting.md#list-reports): 'Resultados: N' with the true count,
 * the report's sums over every matching row, and the 5,000-row notice when more match.
 */
export function ReportResults({ reply }: { reply: ReportListReply | undefined }) {
  return (
    <div className="report-results">
      <p className="report-results__count" role="status">
        {reply ? t.results(reply.total) : ''}
      </p>
      {reply && reply.summary.length > 0 && (
        <ul className="report-results__summary" aria-label={t.summary}>
          {reply.summary.map((line) => (
            <li key={line.label}>
              {line.label}: <strong>{numberText(line.value)}</strong>
            </li>
          ))}
        </ul>
      )}
      {reply?.limited && <Alert type="warning" showIcon title={messages.exportLimit} />}
    </div>
  );
}
