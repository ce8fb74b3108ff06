import type { ReactNode } from 'react';

/** Labelled values as a description list; the empty ones are left out. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  const shown = items.filter((item) => item.value !== '' && item.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="report-detail__list">
      {shown.map((item, index) => (
        <div key={`${index}-${item.label}`} className="report-detail__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
