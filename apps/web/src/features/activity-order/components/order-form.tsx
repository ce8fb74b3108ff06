import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import type { Activity } from '@extranet/shared/schemas/activity';
import type { OrderCreateReply } from '@extranet/shared/schemas/order';
import type { User } from '@extranet/shared/schemas/user';
import { Button, Form } from 'antd';
import { useDeferredValue, useMemo, type KeyboardEvent } from 'react';
import { DynamicForm } from '@/shared/dynamic-form/dynamic-form';
import { findEntityTypeField } from '../entity-rules';
import { ANSWERS, initialOrderValues, type OrderFormValues } from '../order-form-values';
import { orderTexts as t } from '../order-texts';
import { useOrderSubmit } from '../use-order-submit';
import { EntitySection } from './entity-section';

/**
 * Enter in a date field takes the typed date; it must not also send the half-filled request
 * (the browser's implicit submission). Everywhere else Enter keeps its usual meaning.
 */
function keepEnterInDateFields(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  if (event.target.closest('.ant-picker')) event.preventDefault();
}

/** The activity's fields drawn at a time, so that no pass is a long task on a phone. */
const FIELDS_PER_PASS = 3;

interface OrderFormProps {
  activity: Activity;
  user: User;
  /**
   * Out of time (docs/product/requests.md#request-form): everything shows read-only and SOLICITAR
   * is hidden.
   */
  outOfTime: boolean;
  onCreated: (reply: OrderCreateReply) => void;
  onBack: () => void;
}

/**
 * The request: 'DATOS DE LA ENTIDAD', the activity's dynamic form with the rules of
 * docs/product/requests.md#validation, and the buttons SOLICITAR and VOLVER. One antd Form holds
 * both blocks (`entity`, `answers`).
 */
export function OrderForm({ activity, user, outOfTime, onCreated, onBack }: OrderFormProps) {
  const [form] = Form.useForm<OrderFormValues>();
  const fields = activity.formMetadata;
  const initialValues = useMemo(() => initialOrderValues(fields, user), [fields, user]);
  // The activity's own fields are drawn after the entity's block, a few at a time, each pass in
  // the background: drawing them with it was one task of a few hundred milliseconds on a phone
  // (docs/architecture.md#performance-on-phones). The form holds their initial values meanwhile.
  const fieldsDrawn = useDeferredValue(true, false);
  const { submit, refused, sending } = useOrderSubmit({
    activity,
    userId: user.id,
    form,
    onCreated,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      className="order-form"
      initialValues={initialValues}
      disabled={outOfTime}
      onFinish={submit}
      onFinishFailed={refused}
      onKeyDown={keepEnterInDateFields}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <section className="order-block" aria-labelledby="order-entity-heading">
        <h2 id="order-entity-heading" className="order-block__title">
          {t.entityHeading}
        </h2>
        <EntitySection
          activity={activity}
          userId={user.id}
          entityTypeField={findEntityTypeField(fields)}
        />
      </section>

      {fields.length > 0 && fieldsDrawn && (
        <section className="order-block" aria-labelledby="order-form-heading">
          <h2 id="order-form-heading" className="order-block__title">
            {t.formHeading}
          </h2>
          <DynamicForm
            fields={fields}
            namePrefix={ANSWERS}
            idPrefix="order"
            readOnly={outOfTime}
            answerRules
            companionControl
            fieldsPerPass={FIELDS_PER_PASS}
          />
        </section>
      )}

      <div className="form-actions order-actions">
        {!outOfTime && (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined aria-hidden />}
            loading={sending}
          >
            {t.request}
          </Button>
        )}
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} disabled={false}>
          {t.back}
        </Button>
      </div>
    </Form>
  );
}
