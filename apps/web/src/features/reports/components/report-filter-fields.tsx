import type { ReportActivityNames } from '@extranet/shared/reports/list-reply';
import { dateBasisCaption, reportDateFloor } from '@extranet/shared/reports/report-dates';
import type { ReportType } from '@extranet/shared/reports/report-types';
import { Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { ActivityCascader } from '@/shared/order-lists/activity-cascader';
import { useOrderStates } from '@/shared/order-lists/api';
import { useCouncils } from '@/shared/reference/api';
import { today } from '@/shared/time/today';
import { useReportChoices, useReportEntityNames } from '../api';
import type { ReportFilterValues, ReportRangeStart } from '../report-filter';
import { reportTexts as t } from '../report-texts';
import { useDebouncedValue } from '@/shared/use-debounced-value';
import { ChoiceSelect, FilterField } from './filter-field';
import { ReportRange } from './report-range';

const asOptions = (names: readonly string[] | undefined) =>
  (names ?? []).map((name) => ({ value: name, label: name }));
const refOptions = (items: readonly { id: number; value: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.value }));

/**
 * The filters a report type shows, and only those (docs/product/reporting.md#filters): the
 * choice lists are asked for when their control is shown. Outside the historic view no start
 * before 1 January of last year can be picked (docs/product/reporting.md#dates).
 */
export function ReportFilterFields({
  type,
  values,
  onChange,
  historic,
  tree,
  treeLoading,
  wrong,
}: {
  type: ReportType;
  values: ReportFilterValues;
  onChange: (changes: Partial<ReportFilterValues>) => void;
  historic: boolean;
  tree: ReportActivityNames;
  treeLoading: boolean;
  wrong: readonly ReportRangeStart[];
}) {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const shows = (key: ReportType['filters'][number]) => type.filters.includes(key);
  const [entityTyped, setEntityTyped] = useState('');
  const entitySearch = useDebouncedValue(entityTyped.trim());
  const complements = useReportChoices('getComplementsList', shows('tag'));
  const editions = useReportChoices('getEditionsList', shows('edition'));
  const targets = useReportChoices('getEntityTargetsList', shows('target'));
  const entities = useReportEntityNames(entitySearch, shows('entity'));
  const states = useOrderStates();
  const councils = useCouncils();
  const floor = historic ? undefined : reportDateFloor(today());
  const beforeFloor = floor ? (day: Dayjs) => day.format('YYYY-MM-DD') < floor : undefined;

  return (
    <div className="order-filter__grid">
      {shows('activity') && (
        <FilterField id={id('activity')} label={t.activity} wide>
          <ActivityCascader
            id={id('activity')}
            tree={tree}
            loading={treeLoading}
            value={values.activity}
            onChange={(activity) => onChange({ activity })}
          />
        </FilterField>
      )}
      {shows('entity') && (
        <FilterField id={id('entity')} label={t.entity} wide>
          <ChoiceSelect
            id={id('entity')}
            tags
            value={values.entity}
            onChange={(entity) => onChange({ entity })}
            options={asOptions(entities.data)}
            onSearch={setEntityTyped}
            placeholder={t.entityPlaceholder}
          />
        </FilterField>
      )}
      {shows('tag') && (
        <FilterField id={id('tag')} label={t.complement}>
          <ChoiceSelect
            id={id('tag')}
            value={values.tag}
            onChange={(tag) => onChange({ tag })}
            options={asOptions(complements.data)}
            loading={complements.isPending}
          />
        </FilterField>
      )}
      {shows('edition') && (
        <FilterField id={id('edition')} label={t.edition}>
          <ChoiceSelect
            id={id('edition')}
            value={values.edition}
            onChange={(edition) => onChange({ edition })}
            options={asOptions(editions.data)}
            loading={editions.isPending}
          />
        </FilterField>
      )}
      {shows('orderState') && (
        <FilterField id={id('state')} label={t.state} wide>
          <ChoiceSelect
            id={id('state')}
            value={values.orderState}
            onChange={(orderState) => onChange({ orderState })}
            options={refOptions(states.data)}
            loading={states.isPending}
          />
        </FilterField>
      )}
      {shows('dates') && (
        <ReportRange
          labels={{ start: t.startDate, end: t.endDate }}
          start={values.startDate}
          end={values.endDate}
          onChange={(startDate, endDate) => onChange({ startDate, endDate })}
          wrong={wrong.includes('startDate')}
          disabledStart={beforeFloor}
          caption={dateBasisCaption[type.basis]}
        />
      )}
      {shows('target') && (
        <FilterField id={id('target')} label={t.target}>
          <ChoiceSelect
            id={id('target')}
            tags
            value={values.target}
            onChange={(target) => onChange({ target })}
            options={asOptions(targets.data)}
            loading={targets.isPending}
          />
        </FilterField>
      )}
      {shows('idFilter') && (
        <FilterField id={id('order')} label={t.orderId}>
          <InputNumber
            id={id('order')}
            min={1}
            precision={0}
            controls={false}
            value={values.idFilter}
            onChange={(idFilter) =>
              onChange({ idFilter: typeof idFilter === 'number' ? idFilter : null })
            }
            style={{ width: '100%' }}
          />
        </FilterField>
      )}
      {shows('councilId') && (
        <FilterField id={id('council')} label={t.council}>
          <ChoiceSelect
            id={id('council')}
            value={values.councilId}
            onChange={(councilId) => onChange({ councilId })}
            options={refOptions(councils.data)}
            loading={councils.isPending}
          />
        </FilterField>
      )}
      {shows('userDni') && (
        <FilterField id={id('dni')} label={t.dni}>
          <Input
            id={id('dni')}
            allowClear
            maxLength={200}
            value={values.userDni}
            onChange={(event) => onChange({ userDni: event.target.value })}
          />
        </FilterField>
      )}
      {shows('userName') && (
        <FilterField id={id('name')} label={type.kind === 'eventList' ? t.eventName : t.name}>
          <Input
            id={id('name')}
            allowClear
            maxLength={200}
            value={values.userName}
            onChange={(event) => onChange({ userName: event.target.value })}
          />
        </FilterField>
      )}
      {shows('userMail') && (
        <FilterField id={id('mail')} label={t.mail}>
          <Input
            id={id('mail')}
            allowClear
            maxLength={200}
            value={values.userMail}
            onChange={(event) => onChange({ userMail: event.target.value })}
          />
        </FilterField>
      )}
    </div>
  );
}
