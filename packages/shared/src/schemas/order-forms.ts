import { z } from 'zod';
import { looseBoolean } from '../forms/form-field.ts';
import { messages } from '../messages.ts';
import { cleanCif } from '../validators/cif.ts';
import { dbInteger, idSchema } from './db-integer.ts';
import { JsonValue } from '../json-value.ts';

/**
 * Multipart bodies of `order/create/` and `order/{idOrder}/update/`
 * (docs/product/requests.md#calls): files ride along, so every field arrives as text. JSON fields
 * are parsed here, numbers and flags coerced; the server checks the collected fields with these
 * schemas (and /api/docs shows them).
 */

const RawAnswer = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
]);
type RawAnswer = z.infer<typeof RawAnswer>;
const answerText = (v: RawAnswer) =>
  v === null ? undefined : Array.isArray(v) ? v.map(String) : String(v);

/**
 * Answers as the form sends them: `{ <field name>: value }`, or `[{ name, value }]` (labels and
 * types sent along are ignored: the server takes them from the activity's form).
 */
export const AnswersInput = z
  .union(
    [
      z.record(z.string(), RawAnswer),
      z.array(z.looseObject({ name: z.string(), value: RawAnswer.optional() })),
    ],
    { error: messages.validation },
  )
  .transform((input) => {
    const entries = Array.isArray(input)
      ? input.map((a) => [a.name, a.value ?? null] as const)
      : Object.entries(input);
    return Object.fromEntries(entries.map(([name, v]) => [name, answerText(v)]));
  });

/** JSON text of a multipart field → value; '' is absent, text that is not JSON fails the schema. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol('not JSON');
    }
  }, schema);

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A field sent as text where '' means absent (so an empty number is never 0). */
const formValue = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);
const optionalId = formValue(idSchema().nullable().default(null));

/**
 * `entityData`: the entity the applicant proposes (docs/product/requests.md#validation), stored as
 * sent in `orders.entity_data` with the CIF cleaned; `id` when it is an existing entity from the
 * search.
 */
export const EntityProposal = z.object({
  id: formValue(idSchema().optional()),
  name: z.string().trim().max(300).default(''),
  cif: z.string().max(40).default('').transform(cleanCif),
  address: z.string().trim().max(300).default(''),
  city: z.string().trim().max(200).default(''),
  postalCode: z.string().trim().max(10).default(''),
  idCouncil: optionalId,
  idTarget: optionalId,
});
export type EntityProposal = z.output<typeof EntityProposal>;

/** Which form field each file of `fileList` belongs to, in order: a field name or `{field, form}`. */
const UploadFileNameList = z
  .array(
    z.union([
      z.string().min(1).max(200),
      z.object({
        field: z.string().min(1).max(200),
        form: z.enum(['request', 'management']).optional(),
      }),
    ]),
  )
  .max(20)
  .transform((list) => list.map((item) => (typeof item === 'string' ? { field: item } : item)));
export type UploadFileTarget = z.output<typeof UploadFileNameList>[number];

/** The multipart part carrying the files of both calls (docs/product/requests.md#calls). */
export const ORDER_FILES_FIELD = 'fileList';

/**
 * `POST order/create/` (multipart, docs/product/requests.md#calls). idEntity: -1 none (an
 * individual request), 0 a new entity proposed in entityData, > 0 an existing entity
 * (docs/product/README.md#constants-and-limits). The server takes the request for the caller; role
 * 2+ may name another user of its organization in idUser.
 */
export const OrderCreateForm = z
  .object({
    idUser: formValue(idSchema().optional()),
    idActivity: idSchema({ message: messages.validation }),
    idEntity: formValue(dbInteger({ min: -1, message: messages.validation }).default(-1)),
    entityData: jsonField(EntityProposal.nullable().optional()),
    uploadFileNameList: jsonField(UploadFileNameList.optional()),
    userData: jsonField(AnswersInput.optional()),
    userDataManagement: jsonField(AnswersInput.optional()),
    /** Accepted for compatibility; the server describes files from what it stores. */
    fileData: jsonField(JsonValue.optional()),
    /**
     * Resend after the CANCEL dialog: no places → waiting list
     * (docs/product/requests.md#waiting-list).
     */
    force: looseBoolean.default(false),
  })
  .superRefine((form, ctx) => {
    if (form.idEntity !== 0) return;
    // docs/product/requests.md#validation: a new entity needs name, CIF, council and entity type.
    const data = form.entityData;
    const missing = (['name', 'cif', 'idCouncil', 'idTarget'] as const).filter(
      (key) => !data?.[key],
    );
    for (const key of missing) {
      ctx.addIssue({ code: 'custom', path: ['entityData', key], message: messages.fieldRequired });
    }
  });
export type OrderCreateForm = z.output<typeof OrderCreateForm>;

/**
 * `POST order/{idOrder}/update/` (multipart, docs/product/requests.md#calls): absent fields keep
 * what is stored.
 */
export const OrderUpdateForm = z.object({
  userData: jsonField(AnswersInput.optional()),
  userDataManagement: jsonField(AnswersInput.optional()),
  idState: formValue(z.coerce.number().int().min(1).max(6).optional()),
  stateChangeReason: z.string().trim().max(5000).optional(),
  /**
   * Notify the applicant of a state change made here (docs/product/requests.md#states: 'an optional
   * notification').
   */
  sendMails: looseBoolean.default(false),
  /** Accept even where places are short (docs/requests-integrity.md): the force dialog's resend. */
  force: looseBoolean.default(false),
  fileData: jsonField(JsonValue.optional()),
  uploadFileNameList: jsonField(UploadFileNameList.optional()),
  /** Stored names of files to remove from the order. */
  filesToDelete: jsonField(z.array(z.string().max(400)).max(50).optional()),
});
export type OrderUpdateForm = z.output<typeof OrderUpdateForm>;
