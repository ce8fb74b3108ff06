import type { OptionItem } from '@extranet/shared/schemas/common';
import { Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { ANY_TARGET, type CampaignFilter } from '../campaign-filter';
import { campaignTexts as t } from '../campaign-texts';

/**
 * The fields of the campaign filter (docs/product/campaigns-and-activities.md#campaigns): 'Solo
 * activas' (role 1+, docs/product/README.md#roles-and-permissions), 'Buscar' (applied on Enter, on
 * the search button, or when emptied) and 'Destinatario'.
 */
export function CampaignFilterFields({
  filter,
  onChange,
  showActive,
  targets,
  targetsLoading,
}: {
  filter: CampaignFilter;
  onChange: (filter: CampaignFilter) => void;
  showActive: boolean;
  targets: OptionItem[];
  targetsLoading: boolean;
}) {
  const [text, setText] = useState(filter.text);
  const options = [
    { value: ANY_TARGET, label: t.anyTarget },
    ...targets.map(({ id, value }) => ({ value: id, label: value })),
  ];

  return (
    <div className="campaign-filter">
      {showActive && (
        <div className="campaign-filter__field campaign-filter__field--switch">
          <Switch
            id="campaign-filter-active"
            checked={filter.active}
            onChange={(active) => onChange({ ...filter, active })}
          />
          <label htmlFor="campaign-filter-active">{t.onlyActive}</label>
        </div>
      )}
      <div className="campaign-filter__field">
        <label htmlFor="campaign-filter-text">{t.search}</label>
        <Input.Search
          id="campaign-filter-text"
          value={text}
          allowClear
          maxLength={100}
          placeholder={t.searchPlaceholder}
          enterButton={t.search}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) onChange({ ...filter, text: '' });
          }}
          onSearch={(value) => onChange({ ...filter, text: value.trim() })}
        />
      </div>
      <div className="campaign-filter__field">
        <label htmlFor="campaign-filter-target">{t.target}</label>
        <Select
          id="campaign-filter-target"
          value={filter.target}
          loading={targetsLoading}
          options={options}
          onChange={(target: number) => onChange({ ...filter, target })}
        />
      </div>
    </div>
  );
}
