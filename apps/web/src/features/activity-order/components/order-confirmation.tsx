import { ArrowLeftOutlined } from '@ant-design/icons';
import type { OrderCreateReply } from '@extranet/shared/schemas/order';
import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { createdNotice, isWaitingList } from '../order-reply';
import { orderTexts as t } from '../order-texts';

/**
 * The panel after a request (docs/product/requests.md#request-form,
 * docs/product/README.md#error-catalogue): the confirmation, or the waiting-list notice, and
 * VOLVER. Focus moves to it, so keyboard and screen-reader users hear the outcome.
 */
export function OrderConfirmation({
  reply,
  onBack,
}: {
  reply: OrderCreateReply;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waiting = isWaitingList(reply.result);
  return (
    <div className="order-block order-confirmation" role="status">
      <Result
        status={waiting ? 'warning' : 'success'}
        title={
          <h2 ref={heading} tabIndex={-1} className="order-confirmation__title">
            {waiting ? t.waitingListTitle : t.confirmationTitle}
          </h2>
        }
        subTitle={
          <>
            <span className="order-confirmation__text">{createdNotice(reply.result)}</span>
            <span className="order-confirmation__number">{t.orderNumber(reply.order.id)}</span>
          </>
        }
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
            {t.back}
          </Button>
        }
      />
    </div>
  );
}
