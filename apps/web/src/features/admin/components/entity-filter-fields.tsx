import type { OptionItem } from '@extranet/shared/schemas/common';
import { Input, Select } from 'antd';
import { adminTexts as t } from '../admin-texts';
import { ANY_COUNCIL, type EntityFilter } from '../entity-filter';
import { useTypedFilter } from '../use-typed-filter';

/**
 * The entities filter of tabs 2 and 3 (docs/product/administration-and-analytics.md#entities): name
 * and CIF, applied as they are typed, and the council (-1 any). Give it a new key on clear.
 */
export function EntityFilterFields({
  filter,
  onChange,
  councils,
  councilsLoading,
}: {
  filter: EntityFilter;
  onChange: (filter: EntityFilter) => void;
  councils: readonly OptionItem[];
  councilsLoading: boolean;
}) {
  const name = useTypedFilter(filter.name, (text) => onChange({ ...filter, name: text }));
  const cif = useTypedFilter(filter.cif, (text) => onChange({ ...filter, cif: text }));
  const options = [
    { value: ANY_COUNCIL, label: t.anyCouncil },
    ...councils.map(({ id, value }) => ({ value: id, label: value })),
  ];

  return (
    <div className="admin-filter">
      <div className="admin-filter__field admin-filter__field--wide">
        <label htmlFor="admin-entity-filter-name">{t.entityName}</label>
        <Input
          id="admin-entity-filter-name"
          type="search"
          value={name.text}
          allowClear
          maxLength={200}
          onChange={(event) => name.setText(event.target.value)}
          onPressEnter={name.commit}
        />
      </div>
      <div className="admin-filter__field">
        <label htmlFor="admin-entity-filter-cif">{t.cif}</label>
        <Input
          id="admin-entity-filter-cif"
          type="search"
          value={cif.text}
          allowClear
          maxLength={40}
          spellCheck={false}
          onChange={(event) => cif.setText(event.target.value)}
          onPressEnter={cif.commit}
        />
      </div>
      <div className="admin-filter__field">
        <label htmlFor="admin-entity-filter-council">{t.council}</label>
        <Select
          id="admin-entity-filter-council"
          value={filter.council}
          loading={councilsLoading}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(council: number) => onChange({ ...filter, council })}
        />
      </div>
    </div>
  );
}
