import { classes, themed } from '@/shared/plain-form/classes';

/**
 * antd's large spinner, drawn with its classes (its stylesheet is built ahead) and none of its
 * code, so that the login and the screens' loading state need no antd
 * (docs/architecture.md#performance-on-phones). Its container says what is loading.
 */
export function Spinner() {
  return (
    <div
      className={classes('ant-spin ant-spin-lg ant-spin-spinning ant-spin-section', themed)}
      aria-busy="true"
    >
      <span className="ant-spin-dot-holder">
        <span className="ant-spin-dot ant-spin-dot-spin">
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
        </span>
      </span>
    </div>
  );
}
