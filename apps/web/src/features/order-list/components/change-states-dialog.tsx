import { messages } from '@extranet/shared/messages';
import type { OptionItem } from '@extranet/shared/schemas/common';
import type { ChangeStatesRequest } from '@extranet/shared/schemas/order';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { acceptAnywayDialog, isPlacesExceeded } from '@/shared/accept-anyway';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { useChangeStates } from '../api';
import {
  changeStatesErrorText,
  changeStatesSuccessText,
  initialChangeStates,
  reasonRequired,
  type ChangeStatesValues,
} from '../change-states';
import { orderListTexts as t } from '../order-list-texts';

/**
 * CAMBIAR ESTADO (docs/product/requests.md#order-lists, docs/product/requests.md#validation): the
 * new state, a reason and whether to mail the applicants (on by default) for the selected requests.
 * The server's refusal is shown as it comes, except orders short of places, which it offers to
 * accept anyway (resent with force); the list reloads either way.
 */
export function ChangeStatesDialog({
  open,
  orderIds,
  states,
  onClose,
  onChanged,
}: {
  open: boolean;
  orderIds: number[];
  states: readonly OptionItem[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [form] = Form.useForm<ChangeStatesValues>();
  const idState = Form.useWatch('idState', form);
  const change = useChangeStates();

  const send = (body: ChangeStatesRequest) =>
    change.mutate(body, {
      onSuccess: (reply) => {
        const text = changeStatesSuccessText(reply);
        if (reply.mailsQueued) toast.success(text);
        else toast.warning(text);
        form.resetFields();
        onChanged();
      },
      onError: (error) => {
        // Orders short of places: nothing changed; the manager may accept them anyway.
        if (isPlacesExceeded(error) && !body.force) {
          dialogs.confirm(acceptAnywayDialog(error, () => send({ ...body, force: true })));
          return;
        }
        toast.error(changeStatesErrorText(error));
      },
    });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || values.idState === undefined) return;
    send({ ...values, idState: values.idState, orderList: orderIds });
  };

  return (
    <Modal
      open={open}
      title={t.dialogTitle}
      okText={t.accept}
      cancelText={t.cancel}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      confirmLoading={change.isPending}
      forceRender
    >
      <p>{t.dialogIntro(orderIds.length)}</p>
      <Form form={form} layout="vertical" initialValues={initialChangeStates}>
        <Form.Item
          name="idState"
          label={t.newState}
          rules={[{ required: true, message: messages.orderStateRequired }]}
        >
          <Select options={states.map((state) => ({ value: state.id, label: state.value }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t.reason}
          rules={[
            {
              required: reasonRequired(idState),
              whitespace: true,
              message: messages.orderReasonRequired,
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="sendMails" valuePropName="checked">
          <Checkbox>{t.sendMails}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
