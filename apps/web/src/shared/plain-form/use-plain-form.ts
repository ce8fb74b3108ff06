import { useState, type FormEvent } from 'react';

/** What is wrong with a field's value, or undefined when it is right. */
export type FieldCheck<V> = { [K in keyof V]?: (value: V[K]) => string | undefined };

type Errors<V> = { [K in keyof V]?: string };

function errorsOf<V>(values: V, checks: FieldCheck<V>, fields: (keyof V)[]): Errors<V> {
  const errors: Errors<V> = {};
  for (const field of fields) {
    const error = checks[field]?.(values[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/**
 * A small form's values and messages, with antd Form's timing
 * (docs/architecture.md#performance-on-phones): a field is checked each time it changes, and every
 * field when the form is sent, which goes on only when all are right.
 */
export function usePlainForm<V extends object>(initial: V, checks: FieldCheck<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const change = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((was) => ({ ...was, [field]: value }));
    setErrors((was) => ({ ...was, [field]: checks[field]?.(value) }));
  };

  /** The form's submit handler: `onValid` gets the values when every check passes. */
  const submit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values, checks, Object.keys(checks) as (keyof V)[]);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  return { values, errors, change, submit };
}
