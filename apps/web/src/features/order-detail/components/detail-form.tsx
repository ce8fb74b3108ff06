import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OptionItem } from '@extranet/shared/schemas/common';
import type { OrderDetail, OrderFileItem } from '@extranet/shared/schemas/order';
import { Form } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { DynamicForm } from '@/shared/dynamic-form/dynamic-form';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import type { DetailAccess } from '../detail-mode';
import {
  ANSWERS,
  MANAGEMENT,
  initialDetailValues,
  managementFieldsFor,
  type DetailFormValues,
} from '../detail-values';
import { orderDetailTexts as t } from '../order-detail-texts';
import { reasonForState } from '../state-change';
import { useDetailCommands } from '../use-detail-commands';
import { useDetailSave } from '../use-detail-save';
import { DetailActions } from './detail-actions';
import { EntityBlock } from './entity-block';
import { StateFields } from './state-fields';
import { StoredFiles } from './stored-files';
import '../detail-form.css';

interface DetailFormProps {
  order: OrderDetail;
  /** The order the form starts from: as loaded, or as the last save or cancellation answered. */
  initial: OrderDetail;
  access: DetailAccess;
  states: OptionItem[];
  /** After GUARDAR or ANULAR, with the order the call answered. */
  onChanged: (order: OrderDetail) => void;
  onBack: () => void;
  /** Shown between the forms and the buttons (the state history). */
  children?: ReactNode;
}

/**
 * The detail's one antd Form (docs/product/requests.md#order-detail): state and reason (manager
 * mode), the entity block, the request form and the management form with the rules of the request
 * form (files not required, docs/product/requests.md#validation), then the buttons. Editable as
 * `access` says; read-only parts keep their answers readable.
 */
export function DetailForm({
  order,
  initial,
  access,
  states,
  onChanged,
  onBack,
  children,
}: DetailFormProps) {
  const [form] = Form.useForm<DetailFormValues>();
  const request = order.activity.formMetadata;
  const management = useMemo(
    () => managementFieldsFor(order.activity.formMetadataManagement, access.manager),
    [order.activity.formMetadataManagement, access.manager],
  );
  const [initialValues] = useState(() => initialDetailValues(initial, management));
  const [filesToDelete, setFilesToDelete] = useState<string[]>([]);
  const save = useDetailSave({ order, access, form, filesToDelete, onSaved: onChanged });
  const commands = useDetailCommands(order.id, onChanged);
  // A save or a cancellation mounts a new form (its key), which starts with nothing unsaved.
  const unsaved = useUnsavedChanges();
  const { markChanged } = unsaved;

  const toggleDelete = (name: string) => {
    markChanged();
    setFilesToDelete((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );
  };
  const filesAddon =
    (form: OrderFileItem['form'], editable: boolean) => (field: StoredFormField) =>
      field.type !== 'file' ? null : (
        <StoredFiles
          files={order.fileData.filter((file) => file.form === form && file.field === field.name)}
          label={field.label}
          editable={editable}
          replaces={field.multiple !== true}
          deleting={filesToDelete}
          onToggleDelete={toggleDelete}
        />
      );

  return (
    <Form
      form={form}
      layout="vertical"
      className="detail-form"
      initialValues={initialValues}
      onFinish={save.submit}
      onFinishFailed={save.refused}
      onValuesChange={(changed: Partial<DetailFormValues>) => {
        markChanged();
        if ('idState' in changed) {
          form.setFieldValue('stateChangeReason', reasonForState(order, changed.idState));
        }
      }}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      {access.manager && <StateFields order={order} states={states} />}
      <EntityBlock order={order} manager={access.manager} />
      {request.length > 0 && (
        <section className="detail-block" aria-labelledby="detail-request-heading">
          <h2 id="detail-request-heading" className="detail-block__title">
            {t.formHeading}
          </h2>
          <DynamicForm
            fields={request}
            namePrefix={ANSWERS}
            idPrefix="detail-request"
            readOnly={!access.requestEditable}
            answerRules
            companionControl
            skipFileRequired
            fieldAddon={filesAddon('request', access.requestEditable)}
          />
        </section>
      )}
      {management.length > 0 && (
        <section className="detail-block" aria-labelledby="detail-management-heading">
          <h2 id="detail-management-heading" className="detail-block__title">
            {t.managementHeading}
          </h2>
          <DynamicForm
            fields={management}
            namePrefix={MANAGEMENT}
            idPrefix="detail-management"
            readOnly={!access.managementEditable}
            answerRules
            skipFileRequired
            fieldAddon={filesAddon('management', access.managementEditable)}
          />
        </section>
      )}
      {children}
      <DetailActions
        access={access}
        saving={save.saving}
        cancelling={commands.cancelling}
        mailing={commands.mailing}
        onCancelOrder={commands.cancelOrder}
        onSendMail={commands.sendMail}
        onBack={() => unsaved.confirmLeave(onBack)}
      />
    </Form>
  );
}
