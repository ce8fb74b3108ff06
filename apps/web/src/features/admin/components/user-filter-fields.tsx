import { Input, Select } from 'antd';
import { adminTexts as t } from '../admin-texts';
import { roleFilterOptions, type UserFilter } from '../user-filter';
import { useTypedFilter } from '../use-typed-filter';

/**
 * The users filter of tab 1 (docs/product/administration-and-analytics.md#users): text, applied as
 * it is typed, and the role (-1 all; role 3 offered only to a superuser,
 * docs/product/README.md#roles-and-permissions). Give it a new key on clear.
 */
export function UserFilterFields({
  filter,
  onChange,
  viewerRole,
}: {
  filter: UserFilter;
  onChange: (filter: UserFilter) => void;
  viewerRole: number;
}) {
  const typed = useTypedFilter(filter.text, (text) => onChange({ ...filter, text }));
  return (
    <div className="admin-filter">
      <div className="admin-filter__field admin-filter__field--wide">
        <label htmlFor="admin-user-filter-text">{t.userSearch}</label>
        <Input
          id="admin-user-filter-text"
          type="search"
          value={typed.text}
          allowClear
          maxLength={100}
          placeholder={t.userSearchPlaceholder}
          onChange={(event) => typed.setText(event.target.value)}
          onPressEnter={typed.commit}
        />
      </div>
      <div className="admin-filter__field">
        <label htmlFor="admin-user-filter-role">{t.role}</label>
        <Select
          id="admin-user-filter-role"
          value={filter.role}
          options={roleFilterOptions(viewerRole, t.anyRole)}
          onChange={(role: number) => onChange({ ...filter, role })}
        />
      </div>
    </div>
  );
}
