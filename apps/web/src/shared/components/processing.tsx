import { Spin } from 'antd';

/** Replaces a form while its call runs (spec §2 "Login": the form is replaced by a spinner). */
export function Processing() {
  return (
    <div className="processing" role="status" aria-label="Procesando">
      <Spin size="large" />
    </div>
  );
}
