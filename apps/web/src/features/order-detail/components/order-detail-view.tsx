import type { OrderDetail } from '@extranet/shared/schemas/order';
import { useState } from 'react';
import { useOrderStates } from '@/shared/order-lists/api';
import type { OrderDetailMode } from '@/shared/order-lists/order-detail-link';
import { detailAccess } from '../detail-mode';
import { ApplicantContact } from './applicant-contact';
import { DetailForm } from './detail-form';
import { OrderHeading } from './order-heading';
import { OrderHistory } from './order-history';

const noStates: never[] = [];

/**
 * One order as the screen reads top to bottom (docs/product/requests.md#order-detail): the activity
 * and the request's number, date and state; the applicant's contact (manager mode); the form with
 * the state, entity, request and management blocks; the state history; the buttons.
 */
export function OrderDetailView({
  order,
  mode,
  onBack,
}: {
  order: OrderDetail;
  mode: OrderDetailMode;
  onBack: () => void;
}) {
  const access = detailAccess(order, mode);
  const states = useOrderStates();
  // A save or a cancellation starts the form again from the order the call answered (its
  // files, state and reason): taken from the reply, since the cached copy this view reads may
  // not have been delivered yet. An entity assigned from the dialog keeps what is being typed.
  const [base, setBase] = useState({ revision: 0, order });

  return (
    <>
      <OrderHeading order={order} />
      {access.manager && order.user && <ApplicantContact user={order.user} />}
      <DetailForm
        key={base.revision}
        order={order}
        initial={base.order}
        access={access}
        states={states.data ?? noStates}
        onChanged={(changed) => setBase((b) => ({ revision: b.revision + 1, order: changed }))}
        onBack={onBack}
      >
        <OrderHistory order={order} showWho={access.manager} />
      </DetailForm>
    </>
  );
}
