import type { OptionItem } from '@extranet/shared/schemas/common';
import { Select } from 'antd';
import { ListFilterFields } from '@/shared/card-list/list-filter-fields';
import { ANY_TARGET, type CampaignFilter } from '../campaign-filter';
import { campaignTexts as t } from '../campaign-texts';

/**
 * The fields of the campaign filter (docs/product/campaigns-and-activities.md#campaigns): 'Solo
 * activas' (role 1+, docs/product/README.md#roles-and-permissions), 'Buscar' and 'Destinatario'.
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
  const options = [
    { value: ANY_TARGET, label: t.anyTarget },
    ...targets.map(({ id, value }) => ({ value: id, label: value })),
  ];

  return (
    <ListFilterFields
      idPrefix="campaign-filter"
      filter={filter}
      onChange={onChange}
      showActive={showActive}
      searchPlaceholder={t.searchPlaceholder}
    >
      <div className="list-filter__field">
        <label htmlFor="campaign-filter-target">{t.target}</label>
        <Select
          id="campaign-filter-target"
          value={filter.target}
          loading={targetsLoading}
          options={options}
          onChange={(target: number) => onChange({ ...filter, target })}
        />
      </div>
    </ListFilterFields>
  );
}
