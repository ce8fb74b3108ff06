import { Select } from 'antd';
import type { ReactNode } from 'react';

/** A labelled control of the report filter. */
export function FilterField({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`order-filter__field${wide ? ' order-filter__field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * A multi-value filter: chosen from a list (`tags` false) or free tags with suggestions; the
 * search reads names without case. Four chosen values show, then '+ N': a fixed count rather than
 * antd's measured one, so that what is chosen shows the same everywhere.
 */
export function ChoiceSelect<Value extends string | number>({
  id,
  value,
  onChange,
  options,
  tags = false,
  loading = false,
  onSearch,
  placeholder,
}: {
  id: string;
  value: Value[];
  onChange: (value: Value[]) => void;
  options: { value: Value; label: string }[];
  tags?: boolean;
  loading?: boolean;
  onSearch?: (text: string) => void;
  placeholder?: string;
}) {
  return (
    <Select<Value[]>
      id={id}
      mode={tags ? 'tags' : 'multiple'}
      allowClear
      loading={loading}
      value={value}
      onChange={onChange}
      options={options}
      onSearch={onSearch}
      optionFilterProp="label"
      maxTagCount={4}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
