import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { Form, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { Suspense } from 'react';
import { Spinner } from '@/shared/components/spinner';
import { lazyPart } from '@/shared/lazy-part';
import { EntityMode, NEW_ENTITY_ID, needsEntityData } from '../entity-rules';
import { ANSWERS } from '../order-form-values';
import type { EntityChoice } from '../order-payload';
import { orderTexts as t } from '../order-texts';

// The entity's picker and fields (the search, its table, the council list) load when a request
// for an entity is about to be chosen: most requests are individual, and evaluating their code
// with the form was a long task of the request form's start on a phone
// (docs/architecture.md#performance-on-phones).
const picker = lazyPart(() => import('./entity-picker'), 'EntityPicker');
const fields = lazyPart(() => import('@/shared/entity-search/entity-fields'), 'EntityFields');
const EntityPicker = picker.Part;
const EntityFields = fields.Part;
const preloadEntityParts = () => {
  picker.preload();
  fields.preload();
};

interface EntitySectionProps {
  activity: Activity;
  userId: number;
  /**
   * The request form's entity / structure type question, if any
   * (docs/product/requests.md#entities-on-a-request).
   */
  entityTypeField: StoredFormField | undefined;
}

const modeOptions = [
  { value: EntityMode.Individual, label: t.individual },
  { value: EntityMode.ForEntity, label: t.forEntity },
];

/**
 * docs/product/requests.md#entities-on-a-request: for an entity, something must be chosen ('Debe
 * seleccionar una opción').
 */
const choiceRule: Rule = {
  validator: async (_rule, value: EntityChoice | undefined) => {
    if (!value) throw new Error(messages.orderSelectOption);
  },
};

/**
 * 'DATOS DE LA ENTIDAD' (docs/product/requests.md#validation,
 * docs/product/README.md#constants-and-limits): individual or for an entity; for an entity, one of
 * the user's entities, one found by name or CIF, or a new one.
 */
export function EntitySection({ activity, userId, entityTypeField }: EntitySectionProps) {
  const form = Form.useFormInstance();
  const mode = Form.useWatch<EntityMode | undefined>(['entity', 'mode'], form);
  const choice = Form.useWatch<EntityChoice | undefined>(['entity', 'choice'], form);
  const typePath = entityTypeField ? [ANSWERS, entityTypeField.name] : undefined;

  // docs/product/requests.md#entities-on-a-request: an entity type other than 'Ciudadan…' cannot go
  // with an individual request.
  const modeRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: EntityMode | undefined) => {
      if (typePath && needsEntityData(value, getFieldValue(typePath))) {
        throw new Error(messages.orderIndividualNeedsEntity);
      }
    },
  });

  return (
    <>
      <div
        onPointerEnter={preloadEntityParts}
        onTouchStart={preloadEntityParts}
        onFocus={preloadEntityParts}
      >
        <Form.Item
          name={['entity', 'mode']}
          label={t.entityMode}
          rules={[modeRule]}
          dependencies={typePath ? [typePath] : []}
        >
          <Radio.Group options={modeOptions} aria-label={t.entityMode} className="entity-mode" />
        </Form.Item>
      </div>
      <Suspense fallback={<Spinner />}>
        {mode === EntityMode.ForEntity && (
          <Form.Item name={['entity', 'choice']} rules={[choiceRule]} className="entity-choice">
            <EntityPicker activity={activity} userId={userId} />
          </Form.Item>
        )}
        {mode === EntityMode.ForEntity && choice?.id === NEW_ENTITY_ID && (
          <EntityFields under="entity" className="new-entity" />
        )}
      </Suspense>
    </>
  );
}
