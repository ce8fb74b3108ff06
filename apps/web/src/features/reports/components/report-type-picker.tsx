import { PrinterOutlined } from '@ant-design/icons';
import { norm } from '@extranet/shared/forms/field-roles';
import { reportGroups, reportTypeById } from '@extranet/shared/reports/report-types';
import { Cascader } from 'antd';
import { useId, type ReactNode } from 'react';
import { reportTexts as t } from '../report-texts';
import { cascaderExpandIcon } from '@/shared/components/cascader-expand-icon';

interface TypeOption {
  value: string | number;
  label: ReactNode;
  /** Plain text for the search and the tooltip. */
  name: string;
  title: string;
  children?: TypeOption[];
}

/** The report's name, with a printer after it for a printable document. */
function typeLabel(id: number): { label: ReactNode; name: string; title: string } {
  const type = reportTypeById(id);
  const name = type?.name ?? String(id);
  if (type?.kind !== 'predefined') return { label: name, name, title: name };
  return {
    name,
    title: name,
    label: (
      <span className="report-type__option">
        {name} <PrinterOutlined role="img" aria-label={t.printable} />
      </span>
    ),
  };
}

/** The groups and their types, in the catalogue's order (docs/product/reporting.md#catalogue). */
const options: TypeOption[] = reportGroups.map((group) => ({
  value: group.label,
  label: group.label,
  name: group.label,
  title: group.label,
  children: group.ids.map((id) => ({ value: id, ...typeLabel(id) })),
}));

const groupOf = (id: number) => reportGroups.find((group) => group.ids.includes(id))?.label ?? '';

/**
 * The report-type cascader (docs/product/reporting.md#screens): a group, then a report;
 * searchable by name. Choosing a type resets the filters (the screen does that).
 */
export function ReportTypePicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (typeId: number) => void;
}) {
  const id = useId();
  return (
    <div className="report-type">
      <label htmlFor={id}>{t.type}</label>
      <Cascader<TypeOption>
        id={id}
        options={options}
        value={[groupOf(value), value]}
        allowClear={false}
        expandTrigger="hover"
        expandIcon={cascaderExpandIcon}
        showSearch={{
          filter: (input, path) => path.some((option) => norm(option.name).includes(norm(input))),
        }}
        displayRender={(labels) => labels.at(-1)}
        onChange={(path) => {
          const typeId = path.at(-1);
          if (typeof typeId === 'number') onChange(typeId);
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
