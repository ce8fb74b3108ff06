import type { ReactNode } from 'react';
import { classes, themed } from './classes';

interface FormFieldProps {
  /** The control's id: the label points to it, and its message is `<id>_help`. */
  id: string;
  label: string;
  /** What is wrong with the value, shown under the control. */
  error?: string;
  /** Label and control on one line (a switch), as antd's `layout="horizontal"` without colon. */
  inline?: boolean;
  children: ReactNode;
}

/** The `aria-*` a control gives when its field shows a message (antd's Form.Item does the same). */
export const describedBy = (id: string, error: string | undefined) =>
  error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}_help` };

/**
 * A form field as antd's Form.Item draws it (docs/architecture.md#performance-on-phones): the
 * label, the control, and the message under it when the value is wrong.
 */
export function FormField({ id, label, error, inline = false, children }: FormFieldProps) {
  const failed = error !== undefined;
  return (
    <div
      className={classes(
        'ant-form-item',
        themed,
        'ant-form-css-var',
        failed && 'ant-form-item-with-help ant-form-item-has-error',
        inline ? 'ant-form-item-horizontal' : 'ant-form-item-vertical',
      )}
    >
      <div className={classes('ant-row ant-form-item-row', themed)}>
        <div className={classes('ant-col ant-form-item-label', themed)}>
          <label
            htmlFor={id}
            className={classes(
              'ant-form-item-required-mark-hidden',
              inline && 'ant-form-item-no-colon',
            )}
            title={label}
          >
            {label}
          </label>
        </div>
        <div className={classes('ant-col ant-form-item-control', themed)}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {failed && (
            <div className="ant-form-item-additional" style={{ minHeight: 24 }}>
              <div
                id={`${id}_help`}
                className={classes(
                  'ant-form-item-explain',
                  themed,
                  'ant-form-css-var ant-form-item-explain-connected',
                )}
              >
                <div className="ant-form-item-explain-error">{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {failed && <div className="ant-form-item-margin-offset" style={{ marginBottom: -24 }} />}
    </div>
  );
}
