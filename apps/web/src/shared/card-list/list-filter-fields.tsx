import { Input, Switch } from 'antd';
import { useState, type ReactNode } from 'react';
import './card-list.css';

/** The filter every card list has: the active ones only, and a text. */
export interface ListFilter {
  active: boolean;
  text: string;
}

const texts = { onlyActive: 'Solo activas', search: 'Buscar' } as const;

interface ListFilterFieldsProps<F extends ListFilter> {
  /** Makes the fields' ids unique: `{idPrefix}-active`, `{idPrefix}-text`. */
  idPrefix: string;
  filter: F;
  onChange: (filter: F) => void;
  /** 'Solo activas' is for role 1+ (docs/product/README.md#roles-and-permissions). */
  showActive: boolean;
  /** What the text is searched in, e.g. 'Nombre o complemento'. */
  searchPlaceholder: string;
  /** The list's own fields, after these (each in a `list-filter__field`). */
  children?: ReactNode;
}

/**
 * The filter fields of a card list: 'Solo activas' and 'Buscar', applied on Enter, on the search
 * button, or when emptied.
 */
export function ListFilterFields<F extends ListFilter>(props: ListFilterFieldsProps<F>) {
  const { idPrefix, filter, onChange, showActive, searchPlaceholder, children } = props;
  const [text, setText] = useState(filter.text);
  return (
    <div className="list-filter">
      {showActive && (
        <div className="list-filter__field list-filter__field--switch">
          <Switch
            id={`${idPrefix}-active`}
            checked={filter.active}
            onChange={(active) => onChange({ ...filter, active })}
          />
          <label htmlFor={`${idPrefix}-active`}>{texts.onlyActive}</label>
        </div>
      )}
      <div className="list-filter__field">
        <label htmlFor={`${idPrefix}-text`}>{texts.search}</label>
        <Input.Search
          id={`${idPrefix}-text`}
          value={text}
          allowClear
          maxLength={100}
          placeholder={searchPlaceholder}
          enterButton={texts.search}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) onChange({ ...filter, text: '' });
          }}
          onSearch={(value) => onChange({ ...filter, text: value.trim() })}
        />
      </div>
      {children}
    </div>
  );
}
