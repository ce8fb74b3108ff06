import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { CampaignUpdateRequest, type PersonName } from '@extranet/shared/schemas/campaign';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { zodRule } from '@/shared/zod-rule';
import { DATE_FORMAT } from '../campaign-values';
import { ContentField } from './content-field';
import { TargetsField } from '@/shared/components/targets-field';

interface CampaignFieldsProps {
  isAdmin: boolean;
  targets: OptionItem[];
  supervisors: PersonName[];
  supervisorsLoading: boolean;
}

const requiredDate = (message: string): Rule => ({ required: true, message });

const endAfterStart: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, end: Dayjs | null) => {
    const start = getFieldValue('startDate') as Dayjs | null;
    if (start && end && end.isBefore(start, 'day'))
      throw new Error(messages.campaignEndBeforeStart);
  },
});

/**
 * The data fields of 'EDICIÓN DE CAMPAÑA' (docs/product/campaigns-and-activities.md#validation).
 */
export function CampaignFields({
  isAdmin,
  targets,
  supervisors,
  supervisorsLoading,
}: CampaignFieldsProps) {
  return (
    <>
      <Form.Item
        name="name"
        required
        label="Nombre"
        rules={[zodRule(CampaignUpdateRequest, 'campaignName')]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="description"
        required
        label="Descripción corta"
        rules={[zodRule(CampaignUpdateRequest, 'campaignDescription')]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <div className="campaign-editor-row">
        <Form.Item
          name="startDate"
          label="Fecha de inicio"
          rules={[requiredDate(messages.campaignStartDateRequired)]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="Fecha de fin"
          dependencies={['startDate']}
          rules={[requiredDate(messages.campaignEndDateRequired), endAfterStart]}
        >
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
        <Form.Item
          name="edition"
          required
          label="Edición"
          rules={[zodRule(CampaignUpdateRequest, 'campaignEdition')]}
        >
          <Input maxLength={limits.campaignEditionMaxLength} />
        </Form.Item>
        <Form.Item name="active" label="Activa" valuePropName="checked">
          <Switch disabled={!isAdmin} />
        </Form.Item>
      </div>
      {isAdmin && (
        <Form.Item name="supervisor" label="Gestor">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={supervisorsLoading}
            options={supervisors.map((person) => ({
              value: person.id,
              label: `${person.name} ${person.surname}`.trim(),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="targets" label="Destinatarios">
        <TargetsField label="Destinatarios" options={targets} />
      </Form.Item>
      <Form.Item name="content" label="Contenido">
        <ContentField label="Contenido" />
      </Form.Item>
    </>
  );
}
