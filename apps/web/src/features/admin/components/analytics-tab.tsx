import { ANALYTICS_VERSION } from '@extranet/shared/schemas/analytics';
import { Spin } from 'antd';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { adminTexts as t } from '../admin-texts';
import { useAnalyticsList } from '../api';
import { AnalyticsFileItem } from './analytics-file-item';
import '../analytics.css';

/**
 * Tab 4 ANALÍTICA DE DATOS (role 2+, docs/product/administration-and-analytics.md#admin-screen):
 * the export items of `analytics/list/` (a business-intelligence workbook and one CSV a data set)
 * and the version '1.250909'.
 */
export function AnalyticsTab() {
  const list = useAnalyticsList();
  const failure = loadFailureOf(list);
  return (
    <div className="admin-tab">
      <p className="analytics-intro">{t.analyticsIntro}</p>
      <p className="analytics-version">{t.version(list.data?.version ?? ANALYTICS_VERSION)}</p>
      {list.isPending ? (
        <div className="processing" role="status" aria-label={t.analyticsLoading}>
          <Spin size="large" />
        </div>
      ) : failure ? (
        <ListLoadError failure={failure} />
      ) : (
        <ul className="analytics-list" aria-label={t.tabs.analytics}>
          {list.data?.items.map((item) => (
            <AnalyticsFileItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
