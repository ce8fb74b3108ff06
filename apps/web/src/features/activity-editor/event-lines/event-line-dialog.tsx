import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { canAddEventLine, formatNewEventLine } from '@extranet/shared/forms/event-lines';
import { messages } from '@extranet/shared/messages';
import { isValidHhmm } from '@extranet/shared/validators/time-hhmm';
import { editorTexts } from '../activity-editor-texts';

interface EventLineDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (line: string) => void;
}

interface NewLineValues {
  date: Dayjs | null;
  hour: string;
  text: string;
  location?: string;
  observations?: string;
}

const t = editorTexts.events;

/**
 * The 'Añadir' dialog of event mode (docs/product/campaigns-and-activities.md#activity-editor):
 * date, hour HH:MM, event, location, remarks.
 */
export function EventLineDialog({ open, onClose, onAdd }: EventLineDialogProps) {
  const [form] = Form.useForm<NewLineValues>();
  const submit = (values: NewLineValues) => {
    const line = formatNewEventLine({
      date: values.date?.format('DD/MM/YYYY') ?? '',
      hour: values.hour,
      text: values.text ?? '',
      location: values.location,
      observations: values.observations,
    });
    if (!canAddEventLine(line)) {
      form.setFields([{ name: 'text', errors: [t.tooShort] }]);
      return;
    }
    onAdd(line);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t.add}
      okText={t.add}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="event-line">
        <Form.Item
          name="date"
          label={t.date}
          rules={[{ required: true, message: messages.fieldRequired }]}
        >
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item
          name="hour"
          label={t.hour}
          rules={[
            {
              validator: async (_r, value: string | undefined) => {
                if (!value) throw new Error(messages.fieldRequired);
                if (!isValidHhmm(value.trim())) throw new Error(t.hourInvalid);
              },
            },
          ]}
        >
          <Input placeholder="HH:MM" maxLength={5} />
        </Form.Item>
        <Form.Item
          name="text"
          label={t.text}
          rules={[{ required: true, message: messages.fieldRequired }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="location" label={t.location}>
          <Input />
        </Form.Item>
        <Form.Item name="observations" label={t.observations}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
