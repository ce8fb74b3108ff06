import { ArrowLeftOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { Alert, Button, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { useSession } from '@/shared/session/session-store';
import { useReportRow } from '../api';
import { ReportRowDetail } from '../detail/report-row-detail';
import { readReportDetail } from '../report-detail-link';
import { reportTexts as t } from '../report-texts';
import '../reports.css';

/**
 * /reportorderdetail (role 1+, docs/product/reporting.md#row-detail): the order of a report's row,
 * read again by id as report 0 (scoped by the server: an order out of reach is not found), and
 * VOLVER to the report view it came from, which shows the same results.
 */
export function ReportOrderDetailPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { id, historic } = readReportDetail(location.state, location.search);
  const found = useReportRow(id);
  if (!session) return null;

  const row = found.data?.rows[0];
  const back = () => navigate(historic ? paths.reportsHistoricView : paths.reportsView);

  return (
    <section className="page report-detail">
      <Button
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={back}
        className="report-detail__back"
      >
        {t.back}
      </Button>
      {id !== undefined && found.isPending && <Spin aria-label={t.loading} />}
      {row && id !== undefined && (
        <ReportRowDetail row={row} orderId={id} showEntityUsers={session.user.role >= Role.Admin} />
      )}
      {!row && (id === undefined || found.data !== undefined || found.isError) && (
        <>
          <PageTitle>{id === undefined ? t.detailTitle : t.order(id)}</PageTitle>
          <Alert
            type={found.isError ? 'error' : 'info'}
            showIcon
            title={found.isError ? errorText(found.error) : messages.reportRowNotFound}
          />
        </>
      )}
    </section>
  );
}
