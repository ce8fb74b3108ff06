import { classes, themed } from './classes';

interface SwitchControlProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch as antd's Switch draws it (docs/architecture.md#performance-on-phones). */
export function SwitchControl({ id, checked, onChange }: SwitchControlProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      className={classes('ant-switch', themed, checked && 'ant-switch-checked')}
      onClick={() => onChange(!checked)}
    >
      <div className="ant-switch-handle" />
      <span className="ant-switch-inner">
        <span className="ant-switch-inner-checked" />
        <span className="ant-switch-inner-unchecked" />
      </span>
    </button>
  );
}
