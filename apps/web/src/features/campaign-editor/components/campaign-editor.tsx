import { messages } from '@extranet/shared/messages';
import type { Campaign } from '@extranet/shared/schemas/campaign';
import type { OptionItem } from '@extranet/shared/schemas/common';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import { useSupervisors, useUpdateCampaign } from '../api';
import {
  campaignRequestOf,
  campaignValuesOf,
  formFieldOf,
  type CampaignValues,
} from '../campaign-values';
import { CampaignFields } from './campaign-fields';
import { CampaignFiles } from './campaign-files';

interface CampaignEditorProps {
  campaign: Campaign;
  /** Every target, for 'Destinatarios'. */
  targets: OptionItem[];
  isAdmin: boolean;
}

/**
 * 'EDICIÓN DE CAMPAÑA' (docs/product/campaigns-and-activities.md#campaign-editor,
 * docs/product/campaigns-and-activities.md#validation).
 */
export function CampaignEditor({ campaign, targets, isAdmin }: CampaignEditorProps) {
  const [form] = Form.useForm<CampaignValues>();
  const [initialValues] = useState(() => campaignValuesOf(campaign));
  const navigate = useNavigate();
  const supervisors = useSupervisors(isAdmin);
  const save = useUpdateCampaign();
  const unsaved = useUnsavedChanges();

  const showError = (err: unknown) => {
    if (isSessionEnd(err)) return;
    if (err instanceof ApiError && err.status === 400) {
      form.setFields(
        Object.entries(err.fields).map(([field, text]) => ({
          name: formFieldOf[field] ?? field,
          errors: [text],
        })) as Parameters<typeof form.setFields>[0],
      );
    }
    toast.error(errorText(err));
  };

  const submit = (values: CampaignValues) =>
    save.mutate(campaignRequestOf(campaign.id, values, isAdmin), {
      onSuccess: () => {
        unsaved.markSaved();
        toast.success(messages.campaignSaved);
      },
      onError: showError,
    });

  return (
    <div className="panel campaign-editor">
      <PageTitle>EDICIÓN DE CAMPAÑA</PageTitle>
      <Form<CampaignValues>
        form={form}
        layout="vertical"
        name="campaign"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={unsaved.markChanged}
      >
        <CampaignFields
          isAdmin={isAdmin}
          targets={targets}
          supervisors={supervisors.data ?? []}
          supervisorsLoading={supervisors.isLoading}
        />
        <CampaignFiles campaign={campaign} />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            GUARDAR
          </Button>
          <Button onClick={() => unsaved.confirmLeave(() => navigate(paths.main))}>VOLVER</Button>
        </div>
      </Form>
    </div>
  );
}
