import { z } from 'zod';
import { messages } from '../messages.ts';
import { shallowJson } from '../json-value.ts';

/**
 * Field types of docs/product/campaigns-and-activities.md#activity-editor; radio-group belongs to
 * the management form.
 */
export const requestFieldTypes = [
  'text',
  'textarea',
  'number',
  'date',
  'checkbox-group',
  'file',
  'select',
] as const;
export const managementFieldTypes = [...requestFieldTypes, 'radio-group'] as const;
export type FormFieldType = (typeof managementFieldTypes)[number];

/** Types whose answers are chosen among `values`. */
export const optionFieldTypes: readonly FormFieldType[] = [
  'select',
  'checkbox-group',
  'radio-group',
];

/**
 * A date bound as the activity editor writes it in `validation` (or the placeholder) of a date
 * field: '>= 01/01/2024' or '<= 31/12/2025' (docs/product/requests.md#validation).
 */
export const DATE_BOUND = /^(>=|<=)\s*(\d{2})\/(\d{2})\/(\d{4})$/;

/** formBuilder writes booleans sometimes as 'true'/'false' strings: both are read as booleans. */
export const looseBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
  z.boolean({ error: messages.validation }),
);

/** formBuilder writes min/max as strings; '' or null means no bound. */
const looseNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().finite().optional(),
);

/** One option of a select, checkbox group or radio group; numbers are read as text. */
export const FieldOption = z.looseObject({
  label: z.coerce.string(),
  value: z.coerce.string(),
  selected: looseBoolean.optional(),
});
export type FieldOption = z.infer<typeof FieldOption>;

/**
 * One field in the jQuery formBuilder format
 * (docs/product/campaigns-and-activities.md#activity-editor). Lenient on import: unknown keys pass
 * through untouched, string booleans and numbers are coerced. `private` (the management form's
 * checkbox, docs/product/campaigns-and-activities.md#activity-editor) is refused in the request
 * form by `RequestForm`.
 */
export const FormField = z
  .looseObject({
    type: z.enum(managementFieldTypes, { error: messages.formFieldTypeInvalid }),
    subtype: z.string().optional(),
    label: z.coerce.string().default(''),
    name: z.string().trim().min(1, messages.formFieldNameRequired).max(200),
    required: looseBoolean.optional(),
    min: looseNumber,
    max: looseNumber,
    placeholder: z.coerce.string().optional(),
    /** A date bound such as '>= 01/01/2024' (date fields only). */
    validation: z.coerce.string().optional(),
    values: z.array(FieldOption).optional(),
    userData: z.array(z.coerce.string()).optional(),
    className: z.string().optional(),
    access: looseBoolean.optional(),
    private: looseBoolean.optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'date' && field.validation && !DATE_BOUND.test(field.validation.trim())) {
      ctx.addIssue({ code: 'custom', path: ['validation'], message: messages.formDateBound });
    }
    if (optionFieldTypes.includes(field.type) && !field.values?.length) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: messages.formOptionsRequired });
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: messages.formMinMax });
    }
  });
export type FormField = z.infer<typeof FormField>;

/**
 * A field as stored and answered by the API: FormField after its coercions. Replies use this
 * one, free of transforms, because the server encodes replies with their schema.
 */
export const StoredFormField = z.looseObject({
  type: z.enum(managementFieldTypes),
  subtype: z.string().optional(),
  label: z.string(),
  name: z.string(),
  required: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  placeholder: z.string().optional(),
  validation: z.string().optional(),
  values: z
    .array(
      z.looseObject({ label: z.string(), value: z.string(), selected: z.boolean().optional() }),
    )
    .optional(),
  userData: z.array(z.string()).optional(),
  className: z.string().optional(),
  access: z.boolean().optional(),
  private: z.boolean().optional(),
});
export type StoredFormField = z.infer<typeof StoredFormField>;

/**
 * Field names identify answers (docs/product/requests.md#stored-answers): they must be unique in a
 * form.
 */
function checkUniqueNames(fields: FormField[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (seen.has(field.name)) {
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: messages.formFieldNameRepeated });
    }
    seen.add(field.name);
  });
}

/**
 * The request form: no radio-group and no private fields
 * (docs/product/campaigns-and-activities.md#activity-editor).
 */
export const RequestForm = z
  .array(FormField, { error: messages.formInvalid })
  .superRefine((fields, ctx) => {
    checkUniqueNames(fields, ctx);
    fields.forEach((field, i) => {
      if (field.type === 'radio-group') {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'type'],
          message: messages.formRadioOnlyInManagement,
        });
      }
      if (field.private === true) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'private'],
          message: messages.formPrivateOnlyInManagement,
        });
      }
    });
  });
export type RequestForm = z.infer<typeof RequestForm>;

/**
 * The management form: every type, with a 'private' checkbox per field
 * (docs/product/campaigns-and-activities.md#activity-editor).
 */
export const ManagementForm = z
  .array(FormField, { error: messages.formInvalid })
  .superRefine(checkUniqueNames);
export type ManagementForm = z.infer<typeof ManagementForm>;

/** JSON text → value; text that is not JSON becomes a value no form schema accepts. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return { notJson: true };
  }
}

/**
 * A form as the activity editor sends it: a JSON string
 * (docs/product/campaigns-and-activities.md#calls) or the array itself. An empty string is an empty
 * form.
 */
export const formJson = <T extends typeof RequestForm | typeof ManagementForm>(form: T) =>
  z.preprocess(parseJsonText, shallowJson(form));
