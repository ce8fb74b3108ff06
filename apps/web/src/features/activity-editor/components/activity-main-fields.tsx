import { Form, Input, InputNumber, Switch } from 'antd';
import { ActivityUpdateRequest } from '@extranet/shared/schemas/activity';
import { zodRule } from '@/shared/zod-rule';
import { editorTexts as t } from '../activity-editor-texts';

interface ActivityMainFieldsProps {
  id: number;
  isEvent: boolean;
}

/**
 * Name, complement, id, switches, prerequisite and management texts
 * (docs/product/campaigns-and-activities.md#activity-editor).
 */
export function ActivityMainFields({ id, isEvent }: ActivityMainFieldsProps) {
  return (
    <>
      <Form.Item
        name="name"
        required
        label={t.name}
        rules={[zodRule(ActivityUpdateRequest, 'name')]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="complement" label={t.complement}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item label={t.id} htmlFor="activity-id">
        <Input id="activity-id" value={id} readOnly />
      </Form.Item>
      <div className="editor-switches">
        <Form.Item name="active" label={t.active} valuePropName="checked">
          <Switch />
        </Form.Item>
        {!isEvent && (
          <>
            <Form.Item name="inscription" label={t.inscription} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="onlyForInscribed" label={t.onlyForInscribed} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </div>
      {!isEvent && (
        <>
          <Form.Item
            name="onlyForInscribedId"
            label={t.prerequisite}
            rules={[zodRule(ActivityUpdateRequest, 'onlyForInscribedId', { optional: true })]}
          >
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="dataManagement" label={t.dataManagement}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="priceManagement" label={t.priceManagement}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="participantsManagement" label={t.participantsManagement}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      )}
    </>
  );
}
