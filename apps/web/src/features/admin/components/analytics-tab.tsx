import { ANALYTICS_VERSION } from '@extranet/shared/schemas/analytics';
import { Alert, Spin } from 'antd';
import { errorText } from '@/shared/api-error';
import { adminTexts as t } from '../admin-texts';
import { useAnalyticsList } from '../api';
import { AnalyticsFileItem } from './analytics-file-item';
import '../analytics.css';

/**
 * Tab 4 ANALÍTICA DE DATOS (role 2+, spec §2): the export items of `analytics/list/` (a
 * business-intelligence workbook and one CSV a data set) and the version '1.250909'.
 */
export function AnalyticsTab() {
  const list = useAnalyticsList();
  return (
    <div className="admin-tab">
      <p className="analytics-intro">{t.analyticsIntro}</p>
      <p className="analytics-version">{t.version(list.data?.version ?? ANALYTICS_VERSION)}</p>
      {list.isPending ? (
        <div className="processing" role="status" aria-label={t.analyticsLoading}>
          <Spin size="large" />
        </div>
      ) : list.isError ? (
        <Alert type="error" showIcon title={errorText(list.error)} />
      ) : (
        <ul className="analytics-list" aria-label={t.tabs.analytics}>
          {list.data.items.map((item) => (
            <AnalyticsFileItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
