import { CheckCircleOutlined, ExclamationCircleOutlined, TeamOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { Button } from 'antd';
import { useState } from 'react';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { entityFacts, entityStatusOf } from '../entity-facts';
import { orderDetailTexts as t } from '../order-detail-texts';
import { EntityDialog } from './entity-dialog';

const statusText = {
  validated: t.validated,
  proposed: t.notValidated,
  individual: t.individual,
} as const;

const statusIcon = {
  validated: <CheckCircleOutlined aria-hidden />,
  proposed: <ExclamationCircleOutlined aria-hidden />,
  individual: null,
} as const;

/**
 * 'DATOS DE LA ENTIDAD': the validated entity, or the entity the applicant proposed marked as
 * not validated yet (docs/product/requests.md#states), or an individual request. In manager mode a
 * button opens the entity dialog to assign an existing entity or create the proposed one
 * (docs/product/requests.md#entities-on-a-request).
 */
export function EntityBlock({ order, manager }: { order: OrderDetail; manager: boolean }) {
  const [open, setOpen] = useState(false);
  const councils = useCouncils();
  const targets = useTargets();
  const status = entityStatusOf(order);
  const facts = entityFacts(order, {
    councils: councils.data ?? [],
    targets: targets.data ?? [],
  });
  const action =
    status === 'validated'
      ? t.changeEntity
      : status === 'proposed'
        ? t.validateEntity
        : t.assignEntityButton;

  return (
    <section className="detail-block" aria-labelledby="detail-entity-heading">
      <h2 id="detail-entity-heading" className="detail-block__title">
        {t.entityHeading}
      </h2>
      <p className={`detail-entity-status detail-entity-status--${status}`}>
        {statusIcon[status]} {statusText[status]}
      </p>
      {status !== 'individual' && (
        <dl className="detail-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="detail-facts__row">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {manager && (
        <>
          <Button icon={<TeamOutlined aria-hidden />} onClick={() => setOpen(true)}>
            {action}
          </Button>
          <EntityDialog order={order} open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </section>
  );
}
