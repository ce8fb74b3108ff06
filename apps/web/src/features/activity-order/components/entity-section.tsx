import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { Form, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { EntityFields } from '@/shared/entity-search/entity-fields';
import { EntityMode, NEW_ENTITY_ID, needsEntityData } from '../entity-rules';
import { ANSWERS } from '../order-form-values';
import type { EntityChoice } from '../order-payload';
import { orderTexts as t } from '../order-texts';
import { EntityPicker } from './entity-picker';

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
      <Form.Item
        name={['entity', 'mode']}
        label={t.entityMode}
        rules={[modeRule]}
        dependencies={typePath ? [typePath] : []}
      >
        <Radio.Group options={modeOptions} aria-label={t.entityMode} className="entity-mode" />
      </Form.Item>
      {mode === EntityMode.ForEntity && (
        <Form.Item name={['entity', 'choice']} rules={[choiceRule]} className="entity-choice">
          <EntityPicker activity={activity} userId={userId} />
        </Form.Item>
      )}
      {mode === EntityMode.ForEntity && choice?.id === NEW_ENTITY_ID && (
        <EntityFields under="entity" className="new-entity" />
      )}
    </>
  );
}
