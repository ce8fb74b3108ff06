import { messages } from '@extranet/shared/messages';
import type { OptionItem } from '@extranet/shared/schemas/common';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { Checkbox, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import type { DetailFormValues } from '../detail-values';
import { orderDetailTexts as t } from '../order-detail-texts';
import { stateChangeError, stateReasonRequired } from '../state-change';

/**
 * The state selector and its reason (manager mode, docs/product/requests.md#order-detail): the
 * choice is checked at once with the rules the API applies (docs/product/requests.md#states: a
 * validated entity to accept, a reason to reject) and saved with GUARDAR.
 */
export function StateFields({ order, states }: { order: OrderDetail; states: OptionItem[] }) {
  const form = Form.useFormInstance<DetailFormValues>();
  const idState = Form.useWatch('idState', form);
  const entityId = order.entity?.id;

  // Once the dialog validates the entity, a refusal shown for 'Aceptada' no longer holds.
  useEffect(() => {
    if (form.getFieldError('idState').length > 0) {
      form.validateFields(['idState']).catch(() => undefined);
    }
  }, [form, entityId]);

  const stateRule: Rule = {
    validator: async (_rule, value: number | undefined) => {
      const message = stateChangeError(order, value);
      if (message) throw new Error(message);
    },
  };
  const reasonRule: Rule = {
    required: stateReasonRequired(order, idState),
    whitespace: true,
    message: messages.orderReasonRequired,
  };

  return (
    <section className="detail-block" aria-labelledby="detail-state-heading">
      <h2 id="detail-state-heading" className="detail-block__title">
        {t.stateHeading}
      </h2>
      <div className="detail-state-fields">
        <Form.Item name="idState" label={t.newState} rules={[stateRule]}>
          <Select
            options={states.map((state) => ({ value: state.id, label: state.value }))}
            className="detail-state-select"
          />
        </Form.Item>
        <Form.Item
          name="stateChangeReason"
          label={t.reason}
          extra={t.reasonHint}
          dependencies={['idState']}
          rules={[reasonRule]}
        >
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="sendMails" valuePropName="checked">
          <Checkbox>{t.notify}</Checkbox>
        </Form.Item>
      </div>
    </section>
  );
}
