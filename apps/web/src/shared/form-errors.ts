import type { FormInstance } from 'antd';

type FieldList<T> = Parameters<FormInstance<T>['setFields']>[0];

/** The `fields` of a 400 reply as antd field errors, shown under their inputs. */
export function serverFieldErrors<T>(fields: Record<string, string>): FieldList<T> {
  return Object.entries(fields).map(([name, text]) => ({
    name,
    errors: [text],
  })) as unknown as FieldList<T>;
}
