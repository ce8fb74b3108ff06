import { InfoCircleOutlined } from '@ant-design/icons';
import { DEFAULT_EVENT_COLOR } from '@extranet/shared/calendar/window';
import { messages } from '@extranet/shared/messages';
import { EventPropertiesBody, type EventProperties } from '@extranet/shared/schemas/events';
import { Button, Form, Switch } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import { zodRule } from '@/shared/zod-rule';
import type { EventRef } from '../api';
import { calendarTexts as t } from '../calendar-texts';
import { useEventPropertiesSave, type EventPropertiesValues } from '../use-event-properties-save';
import { ColorField } from '@/shared/components/color-field';

/**
 * 'Editar propiedades de visualización' (docs/product/calendar.md#event-editor): the switch
 * 'Visible en el calendario', the required colour, the help text, GUARDAR and VOLVER. An event
 * without properties starts visible in #FFCC88 (docs/product/README.md#constants-and-limits).
 */
export function EventEditor({
  eventRef,
  name,
  properties,
}: {
  eventRef: EventRef;
  name: string;
  properties: EventProperties | undefined;
}) {
  const [form] = Form.useForm<EventPropertiesValues>();
  const [initialValues] = useState<EventPropertiesValues>(() => ({
    visible: properties?.visible ?? true,
    color: properties?.color || DEFAULT_EVENT_COLOR,
  }));
  const navigate = useNavigate();
  const location = useLocation();
  const unsaved = useUnsavedChanges();
  const { submit, saving } = useEventPropertiesSave(form, eventRef, unsaved.markSaved);

  // Back to where the editor was opened from (the agenda), or to the agenda after a reload.
  const back = () =>
    unsaved.confirmLeave(() => {
      if (location.key !== 'default') void navigate(-1);
      else void navigate(paths.eventsView);
    });

  return (
    <div className="panel event-editor">
      <PageTitle>{t.editorTitle}</PageTitle>
      <p className="event-editor__subject">{name}</p>
      <Form<EventPropertiesValues>
        form={form}
        layout="vertical"
        name="event-editor"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={unsaved.markChanged}
      >
        <Form.Item name="visible" label={t.visible} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="color"
          required
          label={t.color}
          rules={[zodRule(EventPropertiesBody, 'propColor')]}
        >
          <ColorField />
        </Form.Item>
        <p className="event-editor__help">
          <InfoCircleOutlined aria-hidden /> {messages.eventEditorHelp}
        </p>
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t.save}
          </Button>
          <Button onClick={back}>{t.back}</Button>
        </div>
      </Form>
    </div>
  );
}
