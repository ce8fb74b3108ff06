import type { OptionItem } from '@extranet/shared/schemas/common';
import { Select } from 'antd';

interface CouncilSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  councils: readonly OptionItem[];
  loading?: boolean;
}

/** 'Concejo': one of the 78 councils, searchable by name (Form.Item passes id/value/onChange). */
export function CouncilSelect({ councils, loading, ...control }: CouncilSelectProps) {
  return (
    <Select
      {...control}
      loading={loading}
      placeholder="Seleccione un concejo"
      options={councils.map((council) => ({ value: council.id, label: council.value }))}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="No hay resultados"
    />
  );
}
