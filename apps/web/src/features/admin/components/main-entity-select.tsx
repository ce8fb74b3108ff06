import { messages } from '@extranet/shared/messages';
import { Select } from 'antd';
import { useState } from 'react';
import { adminTexts as t } from '../admin-texts';
import { useMainEntityOptions } from '../api';
import { useDebouncedValue } from '@/shared/use-debounced-value';

/**
 * 'Entidad principal' of 'Nueva entidad': a main entity searched by name (a centre cannot have
 * centres). Empty: the new entity is a main entity itself. Form.Item passes id/value/onChange.
 */
export function MainEntitySelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search);
  const options = useMainEntityOptions(name);

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={t.mainEntityPlaceholder}
      loading={options.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={messages.noResults}
      options={(options.data?.items ?? []).map((entity) => ({
        value: entity.id,
        label: entity.cif ? `${entity.name} (${entity.cif})` : entity.name,
      }))}
    />
  );
}
