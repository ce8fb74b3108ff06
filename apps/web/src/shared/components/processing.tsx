import { Spinner } from './spinner';

/**
 * Replaces a form while its call runs (docs/product/accounts.md#login: the form is replaced by a
 * spinner).
 */
export function Processing() {
  return (
    <div className="processing" role="status" aria-label="Procesando">
      <Spinner />
    </div>
  );
}
