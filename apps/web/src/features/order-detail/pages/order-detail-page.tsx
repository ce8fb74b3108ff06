import { ArrowLeftOutlined } from '@ant-design/icons';
import { Role } from '@extranet/shared/roles';
import { Alert, Button } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { ApiError } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { orderDetailHref, type OrderDetailState } from '@/shared/order-lists/order-detail-link';
import { useSession } from '@/shared/session/session-store';
import { useOrderDetail } from '../api';
import { OrderDetailView } from '../components/order-detail-view';
import { handedOrder, listPathOf, requestedMode } from '../detail-mode';
import { orderDetailTexts as t } from '../order-detail-texts';
import '../order-detail.css';

/**
 * `/orderdetail?id=…&mode=own|manager` (docs/product/requests.md#order-detail,
 * docs/product/README.md#routes): the order is loaded by id; without one, or when it is not found
 * (the toast says 'No se ha encontrado la solicitud'), back to the list of the mode. Manager mode
 * needs the API's `isManager`.
 */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const id = addressId(params.get('id'));
  const handed = handedOrder(state);
  const detail = useOrderDetail(id);
  const mode = requestedMode(state, params);
  // A participant's way back is always its own list (the guard refuses it /orderlist).
  const list = listPathOf((session?.user.role ?? 0) >= Role.Supervisor ? mode : 'own');
  const order = detail.data;

  if (!session) return null;
  if (id === undefined) return <Navigate to={list} replace />;
  // docs/product/README.md#error-catalogue: not found → the error (toasted by the query cache) and
  // the details cleared.
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return <Navigate to={list} replace />;
  }
  if (order && mode === 'manager' && !order.isManager) {
    const own: OrderDetailState = { order: handed ?? order, mode: 'own' };
    return <Navigate to={orderDetailHref(id, 'own')} replace state={own} />;
  }

  const back = () => navigate(list);
  return (
    <section className="page detail-page">
      {detail.isPending && (
        <>
          <PageTitle>{handed?.activityName ?? t.fallbackTitle}</PageTitle>
          <Processing />
        </>
      )}
      {detail.isError && !order && (
        <>
          <PageTitle>{t.fallbackTitle}</PageTitle>
          <Alert
            type="error"
            showIcon
            title={detail.error.message}
            action={
              <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
                {t.back}
              </Button>
            }
          />
        </>
      )}
      {order && <OrderDetailView key={order.id} order={order} mode={mode} onBack={back} />}
    </section>
  );
}
