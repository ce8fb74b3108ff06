import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useRef, useState, type KeyboardEvent } from 'react';
import { classes, inputStatus, themed } from './classes';
import { describedBy } from './form-field';
import { SvgIcon } from './svg-icon';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: string;
}

/**
 * A password box as antd's Input.Password draws it, with its show/hide button
 * (docs/architecture.md#performance-on-phones): 'Mostrar' and 'Ocultar' by mouse, touch, Enter or
 * Space, the box keeping the focus when it is pressed.
 */
export function PasswordInput({ id, value, onChange, error, autoComplete }: PasswordInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  const toggle = () => setShown((was) => !was);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle();
  };

  return (
    <span
      className={classes(
        'ant-input-affix-wrapper',
        focused && 'ant-input-affix-wrapper-focused',
        'ant-input-outlined',
        inputStatus(error),
        'ant-input-password',
        themed,
        'ant-input-css-var',
      )}
      onClick={() => input.current?.focus()}
    >
      <input
        {...describedBy(id, error)}
        ref={input}
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        className="ant-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <span className="ant-input-suffix">
        <span
          role="button"
          tabIndex={0}
          className="ant-input-password-icon"
          aria-disabled={false}
          aria-pressed={shown}
          aria-label={shown ? 'Ocultar' : 'Mostrar'}
          // The box keeps the focus, and the caret its place, while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          <SvgIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </span>
      </span>
    </span>
  );
}
