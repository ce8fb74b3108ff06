import { DatePicker, Form, InputNumber, Switch } from 'antd';
import { messages } from '@extranet/shared/messages';
import { ActivityUpdateRequest } from '@extranet/shared/schemas/activity';
import { TargetsField } from '@/shared/components/targets-field';
import { useTargets } from '@/shared/reference/api';
import { zodRule } from '@/shared/zod-rule';
import { editorTexts as t } from '../activity-editor-texts';
import { endNotBeforeStart } from '../end-date-rule';
import { ColorField } from '@/shared/components/color-field';

const required = [{ required: true, message: messages.fieldRequired }];

/**
 * Targets, dates, places, priority and calendar display
 * (docs/product/campaigns-and-activities.md#activity-editor,
 * docs/product/campaigns-and-activities.md#validation).
 */
export function ActivityScheduleFields({ isEvent }: { isEvent: boolean }) {
  const targets = useTargets();
  return (
    <>
      <Form.Item
        name="targets"
        required
        label={t.targets}
        rules={[zodRule(ActivityUpdateRequest, 'activityTargets')]}
      >
        <TargetsField label={t.targets} required options={targets.data ?? []} />
      </Form.Item>
      <div className="editor-inline">
        <Form.Item name="startDate" label={t.startDate} rules={required}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t.endDate}
          dependencies={['startDate']}
          rules={[...required, endNotBeforeStart]}
        >
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        {!isEvent && (
          <Form.Item name="places" label={t.places}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        )}
        <Form.Item
          name="priority"
          required
          label={t.priority}
          rules={[zodRule(ActivityUpdateRequest, 'priority')]}
        >
          <InputNumber precision={0} />
        </Form.Item>
      </div>
      <div className="editor-inline">
        <Form.Item name="calendarVisible" label={t.calendarVisible} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="calendarColor"
          required
          label={t.color}
          rules={[zodRule(ActivityUpdateRequest, 'calendarColor')]}
        >
          <ColorField />
        </Form.Item>
      </div>
    </>
  );
}
