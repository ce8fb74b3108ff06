import { Input, Switch } from 'antd';
import { useState } from 'react';
import type { ActivityFilter } from '../activity-filter';
import { activityTexts as t } from '../activity-texts';

/**
 * The fields of the activity filter (docs/product/campaigns-and-activities.md#activities): 'Solo
 * activas' (role 1+, docs/product/README.md#roles-and-permissions) and 'Buscar' (applied on Enter,
 * on the search button, or when emptied).
 */
export function ActivityFilterFields({
  filter,
  onChange,
  showActive,
}: {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
  showActive: boolean;
}) {
  const [text, setText] = useState(filter.text);
  return (
    <div className="activity-filter">
      {showActive && (
        <div className="activity-filter__field activity-filter__field--switch">
          <Switch
            id="activity-filter-active"
            checked={filter.active}
            onChange={(active) => onChange({ ...filter, active })}
          />
          <label htmlFor="activity-filter-active">{t.onlyActive}</label>
        </div>
      )}
      <div className="activity-filter__field">
        <label htmlFor="activity-filter-text">{t.search}</label>
        <Input.Search
          id="activity-filter-text"
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
    </div>
  );
}
