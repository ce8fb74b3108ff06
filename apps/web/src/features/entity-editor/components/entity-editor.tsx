import type { Entity } from '@extranet/shared/schemas/entity';
import { Button, Form, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/shared/components/page-title';
import { useCouncils, useTargets } from '@/shared/reference/api';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import { entityBackTarget } from '../entity-back';
import { entityEditorTexts as t } from '../entity-editor-texts';
import { entityValuesOf, type EntityValues } from '../entity-values';
import { useEntitySave } from '../use-entity-save';
import { CentreList } from './centre-list';
import { EntityFields } from './entity-fields';
import { HistoricalUsers } from './historical-users';

interface EntityEditorProps {
  entity: Entity;
  /**
   * The viewer's role: a gestor (1) never sees the entity's users
   * (docs/product/administration-and-analytics.md#entity-editor,
   * docs/product/README.md#roles-and-permissions).
   */
  viewerRole: number;
}

/**
 * 'Editar Entidad' (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/administration-and-analytics.md#entity-validation): the entity's data with GUARDAR
 * and VOLVER, its historical users and its group of centres. Mounted once per entity id, so opening
 * another entity of the group starts a fresh form.
 */
export function EntityEditor({ entity, viewerRole }: EntityEditorProps) {
  const [form] = Form.useForm<EntityValues>();
  const [initialValues] = useState(() => entityValuesOf(entity));
  const navigate = useNavigate();
  const location = useLocation();
  const councils = useCouncils();
  const targets = useTargets();
  const unsaved = useUnsavedChanges();
  const { submit, saving } = useEntitySave(form, entity.id, unsaved.markSaved);

  const leave = () => {
    const target = entityBackTarget(entity, location.key !== 'default');
    if (typeof target === 'number') navigate(target);
    else navigate(target);
  };
  const back = () => unsaved.confirmLeave(leave);

  return (
    <div className="panel admin-editor">
      <PageTitle>{t.title}</PageTitle>
      <p className="admin-editor__subject">
        <span>{entity.name}</span>
        <Tag>{entity.mainLegalEntityName}</Tag>
        {entity.disabled && <Tag color="red">{t.disabled}</Tag>}
      </p>
      <Form<EntityValues>
        form={form}
        layout="vertical"
        name="entity-editor"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <EntityFields
          councils={councils.data ?? []}
          councilsLoading={councils.isPending}
          targets={targets.data ?? []}
          targetsLoading={targets.isPending}
        />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t.save}
          </Button>
          <Button onClick={back}>{t.back}</Button>
        </div>
      </Form>
      <HistoricalUsers entityId={entity.id} visible={viewerRole !== 1} />
      <CentreList entityId={entity.id} />
    </div>
  );
}
