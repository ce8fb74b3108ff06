import type { ReportRow } from '@extranet/shared/reports/list-reply';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { PageTitle } from '@/shared/components/page-title';
import { useSession } from '@/shared/session/session-store';
import { ReportAdvancedRanges } from '../components/report-advanced-ranges';
import { ReportButtons } from '../components/report-buttons';
import { ReportFilterFields } from '../components/report-filter-fields';
import { ReportResults } from '../components/report-results';
import { ReportTable } from '../components/report-table';
import { ReportTypePicker } from '../components/report-type-picker';
import { ReportViewSwitch } from '../components/report-view-switch';
import { reportDetailHref, type ReportDetailState } from '../report-detail-link';
import { reportTexts as t } from '../report-texts';
import { useReportScreen } from '../use-report-screen';
import '@/shared/order-lists/order-lists.css';
import '../reports.css';

/**
 * /reportsview 'INFORMES' and /reportshistoricview 'HISTORICOS' (role 1+,
 * docs/product/reporting.md#screens): one screen in two views. The type, its filters and the
 * buttons on top; the count, the sums and the table of the last FILTRAR below. A row opens the
 * order's detail, which comes back here with the same results.
 */
export function ReportsPage({ historic }: { historic: boolean }) {
  const session = useSession();
  const caller = { id: session?.user.id ?? 0, role: session?.user.role ?? 0 };
  const screen = useReportScreen(historic, caller);
  const navigate = useNavigate();
  const formId = useId();
  const advancedId = useId();
  if (!session) return null;

  const { state, type, reply, outcome } = screen;
  const hasAdvanced = type.filters.includes('advanced');
  const openRow = (row: ReportRow) => {
    const id = typeof row.orderId === 'number' ? row.orderId : row.id;
    if (typeof id !== 'number') return;
    const navigation: ReportDetailState = { reportRow: { id }, historic };
    navigate(reportDetailHref(id), { state: navigation });
  };

  return (
    <section className="page reports-page">
      <PageTitle>{historic ? t.historicTitle : t.title}</PageTitle>
      <ReportViewSwitch />
      <section className="order-filter report-filter" aria-label={t.filtersLabel}>
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            screen.filter();
          }}
        >
          <ReportTypePicker value={type.id} onChange={screen.chooseType} />
          <ReportFilterFields
            type={type}
            values={state.values}
            onChange={screen.change}
            historic={historic}
            tree={screen.tree}
            treeLoading={screen.treeLoading}
            wrong={screen.wrong}
          />
          {hasAdvanced && (
            <div hidden={!state.advanced}>
              <ReportAdvancedRanges
                id={advancedId}
                values={state.values}
                onChange={screen.change}
                wrong={state.advanced ? screen.wrong : []}
              />
            </div>
          )}
        </form>
        <ReportButtons
          formId={formId}
          canExport={outcome !== undefined && outcome.total > 0}
          stale={screen.stale}
          exporting={screen.exporting}
          onExport={screen.exportFile}
          calendarFile={screen.type.calendarFile === true}
          advanced={hasAdvanced ? { open: state.advanced, controls: advancedId } : undefined}
          onToggleAdvanced={screen.toggleAdvanced}
          onClear={screen.clear}
        />
      </section>

      <ReportResults outcome={outcome} />
      {state.applied && (
        <ReportTable
          reply={reply}
          loading={screen.result.isFetching}
          page={state.page}
          pageSize={state.pageSize}
          onPage={screen.page}
          onSort={screen.sort}
          onOpen={openRow}
          failure={loadFailureOf(screen.result)}
        />
      )}
    </section>
  );
}
