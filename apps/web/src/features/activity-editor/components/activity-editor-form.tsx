import { Button, Form } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ManagementForm,
  RequestForm,
  type StoredFormField,
} from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { ApiError, errorText } from '@/shared/api-error';
import { serverFieldErrors } from '@/shared/form-errors';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import { editorTexts as t } from '../activity-editor-texts';
import { formValuesOf, updatePayload, type ActivityFormValues } from '../activity-values';
import { useUpdateActivity } from '../api';
import { EventLinesTable } from '../event-lines/event-lines-table';
import { BuilderTabs, type BuilderForms } from '../form-builder/builder-tabs';
import { ActivityFiles } from './activity-files';
import { ActivityMainFields } from './activity-main-fields';
import { ActivityScheduleFields } from './activity-schedule-fields';
import { RichTextField } from './rich-text-field';

/** The first problem of a form definition, or undefined when the form can be saved. */
function formProblem(schema: typeof RequestForm | typeof ManagementForm, fields: unknown) {
  const result = schema.safeParse(fields);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The editor of one loaded activity or event
 * (docs/product/campaigns-and-activities.md#activity-editor,
 * docs/product/campaigns-and-activities.md#validation).
 */
export function ActivityEditorForm({ activity }: { activity: Activity }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ActivityFormValues>();
  const update = useUpdateActivity();
  const isEvent = activity.isEvent;
  // The builders keep their rows and report each change here; saving reads the last report.
  // Held outside React state so that a keystroke in a builder does not re-render this editor.
  const initialForms = useMemo<BuilderForms>(
    () => ({ request: activity.formMetadata, management: activity.formMetadataManagement }),
    [activity],
  );
  const forms = useRef(initialForms);
  const unsaved = useUnsavedChanges();
  const { markChanged } = unsaved;
  // Each builder reports its rows once on mounting: a later report that differs is an edit.
  const firstReports = useRef<Partial<Record<keyof BuilderForms, string>>>({});
  const onBuilderChange = useCallback(
    (which: keyof BuilderForms, fields: StoredFormField[]) => {
      forms.current = { ...forms.current, [which]: fields };
      const report = JSON.stringify(fields);
      const first = firstReports.current[which];
      if (first === undefined) firstReports.current[which] = report;
      else if (report !== first) markChanged();
    },
    [markChanged],
  );
  const [requirements, setRequirements] = useState(activity.requirements);
  const changeRequirements = (next: string) => {
    setRequirements(next);
    markChanged();
  };
  const back = () =>
    unsaved.confirmLeave(() => navigate(`${paths.activityList}?campaign=${activity.campaign.id}`));

  const save = (values: ActivityFormValues) => {
    const { request: formMetadata, management: formMetadataManagement } = forms.current;
    if (!isEvent) {
      const problem =
        formProblem(RequestForm, formMetadata) ??
        formProblem(ManagementForm, formMetadataManagement);
      if (problem) return toast.error(problem);
    }
    const extras = isEvent ? { requirements } : { formMetadata, formMetadataManagement };
    update.mutate(updatePayload(activity.id, values, extras), {
      onSuccess: (saved) => {
        unsaved.markSaved();
        toast.success(saved.isEvent ? messages.eventModified : messages.activityModified);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          form.setFields(serverFieldErrors<ActivityFormValues>(error.fields));
        }
        toast.error(errorText(error));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="activity-editor"
      initialValues={formValuesOf(activity)}
      onFinish={save}
      onValuesChange={markChanged}
      className="activity-editor"
    >
      <ActivityMainFields id={activity.id} isEvent={isEvent} />
      {!isEvent && <ActivityFiles activity={activity} />}
      <ActivityScheduleFields isEvent={isEvent} />
      <Form.Item name="explanation" label={t.explanation}>
        <RichTextField label={t.explanation} />
      </Form.Item>
      {!isEvent && (
        <Form.Item name="requirementsText" label={t.requirements}>
          <RichTextField label={t.requirements} />
        </Form.Item>
      )}
      {isEvent ? (
        <section aria-labelledby="event-lines-title" className="editor-section">
          <h2 id="event-lines-title">{t.requirements}</h2>
          <EventLinesTable value={requirements} onChange={changeRequirements} />
        </section>
      ) : (
        <BuilderTabs initial={initialForms} onChange={onBuilderChange} />
      )}
      <div className="editor-buttons">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.save}
        </Button>
        <Button onClick={back}>{t.back}</Button>
      </div>
    </Form>
  );
}
