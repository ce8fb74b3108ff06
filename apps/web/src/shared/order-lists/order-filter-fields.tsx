import type { OptionItem } from '@extranet/shared/schemas/common';
import type { ActivityNameTree } from '@extranet/shared/schemas/order-list';
import { Input, InputNumber, Select } from 'antd';
import { useId } from 'react';
import { ActivityCascader } from './activity-cascader';
import { DayRangeFields } from './day-range-fields';
import { ANY_STATE, type OrderFilterValues } from './order-filter';
import { orderListTexts as t } from './order-list-texts';

/**
 * Which name the `name` filter matches, if the screen has one
 * (docs/product/requests.md#order-lists).
 */
export type NameFilter = 'applicant' | 'attachment' | null;

/**
 * The fields of the order filters (docs/product/requests.md#order-lists,
 * docs/product/requests.md#attachment-list): activity, entity tags, dates, request id, state
 * ('Cualquiera' first) and, where the screen has it, a name.
 */
export function OrderFilterFields({
  values,
  onChange,
  tree,
  treeLoading,
  entityNames,
  states,
  nameFilter,
}: {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
  tree: ActivityNameTree;
  treeLoading: boolean;
  entityNames: readonly string[];
  states: readonly OptionItem[];
  nameFilter: NameFilter;
}) {
  const prefix = useId();
  const ids = {
    activity: `${prefix}-activity`,
    entity: `${prefix}-entity`,
    id: `${prefix}-id`,
    state: `${prefix}-state`,
    name: `${prefix}-name`,
  };
  const set = (changes: Partial<OrderFilterValues>) => onChange({ ...values, ...changes });

  return (
    <div className="order-filter__grid">
      <div className="order-filter__field order-filter__field--wide">
        <label htmlFor={ids.activity}>{t.activity}</label>
        <ActivityCascader
          id={ids.activity}
          tree={tree}
          loading={treeLoading}
          value={values.activity}
          onChange={(activity) => set({ activity })}
        />
      </div>
      <div className="order-filter__field order-filter__field--wide">
        <label htmlFor={ids.entity}>{t.entity}</label>
        <Select
          id={ids.entity}
          mode="tags"
          allowClear
          value={values.entity}
          onChange={(entity: string[]) => set({ entity })}
          options={entityNames.map((name) => ({ value: name, label: name }))}
          maxTagCount="responsive"
          placeholder={t.entityPlaceholder}
        />
      </div>
      <DayRangeFields range={values} onChange={set} />
      <div className="order-filter__field">
        <label htmlFor={ids.id}>{t.orderId}</label>
        <InputNumber
          id={ids.id}
          min={1}
          precision={0}
          controls={false}
          value={values.id}
          onChange={(id) => set({ id: typeof id === 'number' ? id : null })}
          style={{ width: '100%' }}
        />
      </div>
      <div className="order-filter__field">
        <label htmlFor={ids.state}>{t.state}</label>
        <Select
          id={ids.state}
          value={values.stateId}
          onChange={(stateId: number) => set({ stateId })}
          options={[
            { value: ANY_STATE, label: t.anyState },
            ...states.map((state) => ({ value: state.id, label: state.value })),
          ]}
        />
      </div>
      {nameFilter && (
        <div className="order-filter__field">
          <label htmlFor={ids.name}>
            {nameFilter === 'applicant' ? t.applicantName : t.attachmentName}
          </label>
          <Input
            id={ids.name}
            allowClear
            maxLength={200}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
