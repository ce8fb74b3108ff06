import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

const drawn = (node: AbstractNode, key?: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map(drawn));

/**
 * One of antd's icons from its drawing (`@ant-design/icons-svg`) with antd's markup, without the
 * icon package's run-time code (docs/architecture.md#performance-on-phones). One-colour icons
 * only.
 */
export function SvgIcon({ icon, hidden }: { icon: IconDefinition; hidden?: boolean }) {
  if (typeof icon.icon === 'function') throw new Error(`Icono de dos tonos: ${icon.name}`);
  const { attrs, children } = icon.icon;
  return (
    <span
      role="img"
      aria-label={icon.name}
      aria-hidden={hidden}
      className={`anticon anticon-${icon.name}`}
    >
      <svg
        viewBox={attrs.viewBox}
        focusable="false"
        data-icon={icon.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
      >
        {children?.map(drawn)}
      </svg>
    </span>
  );
}
