import type { Activity } from '@extranet/shared/schemas/activity';
import type { Entity } from '@extranet/shared/schemas/entity';
import { Radio, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { EntitySearch } from '@/shared/entity-search/entity-search';
import { useUserEntities } from '../api';
import { entityTargetIds, NEW_ENTITY_ID } from '../entity-rules';
import type { EntityChoice } from '../order-payload';
import { orderTexts as t } from '../order-texts';

interface EntityPickerProps {
  activity: Activity;
  userId: number;
  /** value, onChange, id and the aria attributes come from the antd Form.Item. */
  value?: EntityChoice;
  onChange?: (choice: EntityChoice) => void;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** 'Name · CIF · council' of an entity option. */
function describe(entity: Entity): string {
  return [entity.name, entity.cif, entity.council?.value].filter(Boolean).join(' · ');
}

/**
 * The entity of a request made for an entity (docs/product/requests.md#entities-on-a-request): the
 * entities the user already represents, one found by name or CIF (then offered here too), or 'Nueva
 * entidad' (id 0).
 */
export function EntityPicker({
  activity,
  userId,
  value,
  onChange,
  id,
  ...aria
}: EntityPickerProps) {
  const targets = useMemo(() => entityTargetIds(activity), [activity]);
  const own = useUserEntities(userId, targets, true);
  const [found, setFound] = useState<Entity | undefined>(value?.entity);

  const known = own.data ?? [];
  const extra = found && !known.some((entity) => entity.id === found.id) ? [found] : [];
  const entities = [...known, ...extra];
  const options = [
    ...entities.map((entity) => ({ value: entity.id, label: describe(entity) })),
    { value: NEW_ENTITY_ID, label: t.newEntity },
  ];

  const choose = (entityId: number) => {
    const entity = entities.find((item) => item.id === entityId);
    onChange?.(
      entityId === NEW_ENTITY_ID || !entity ? { id: NEW_ENTITY_ID } : { id: entityId, entity },
    );
  };

  const chooseFound = (entity: Entity) => {
    setFound(entity);
    onChange?.({ id: entity.id, entity });
  };

  return (
    <div className="entity-picker">
      <fieldset className="entity-picker__choices">
        <legend className="entity-picker__legend">{t.entityChoice}</legend>
        {own.isPending ? (
          <Spin size="small" />
        ) : (
          <Radio.Group
            id={id}
            {...aria}
            aria-label={t.entityChoice}
            className="entity-picker__options"
            value={value?.id}
            options={options}
            onChange={(event) => choose(Number(event.target.value))}
          />
        )}
        <p className="entity-picker__hint">{t.newEntityHint}</p>
      </fieldset>
      <EntitySearch
        legend={t.searchHeading}
        targets={targets}
        action={{
          label: t.choose,
          labelFor: t.chooseEntity,
          chosenId: value?.id,
          onAct: chooseFound,
        }}
      />
    </div>
  );
}
