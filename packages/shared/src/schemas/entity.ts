import { z } from 'zod';
import { messages } from '../messages.ts';
import { cleanCif, isValidCif } from '../validators/cif.ts';
import { OptionItem, PageQuery, pageOf } from './common.ts';
import { idSchema } from './db-integer.ts';

/**
 * Entities (schools, associations, councils…) that orders are made for
 * (docs/product/administration-and-analytics.md#entities), as the request form's lookups and the
 * order calls answer them.
 */
export const Entity = z.object({
  id: z.number().int(),
  name: z.string(),
  cif: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  council: OptionItem.nullable(),
  target: OptionItem.nullable(),
  idTarget: z.number().int().nullable(),
  /** Null for a main entity; a centre points at its main entity. */
  mainEntityId: z.number().int().nullable(),
  /** 'La entidad es principal' for a main entity, 'Centro de <main entity>' for a centre. */
  mainLegalEntityName: z.string(),
  disabled: z.boolean(),
});
export type Entity = z.infer<typeof Entity>;

export const EntityList = z.array(Entity);
export const EntityPage = pageOf(Entity);
export type EntityPage = z.infer<typeof EntityPage>;

/** '' and null read as absent (form fields left empty). */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Target ids as '1,3' or an array; the entities of those targets only
 * (docs/product/requests.md#calls `targets`).
 */
const TargetIdsFilter = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '' && id !== '-1')
          .map(Number)
      : v,
  z.array(idSchema({ coerce: false })).max(50),
);

/** `GET entity/list/for-user/:idUser`: the caller's own id, or any id for role 2+. */
export const EntityUserParams = z.object({ idUser: idSchema() });

/** `…?targets`. */
export const EntityTargetsQuery = z.object({
  targets: z.preprocess(emptyToUndefined, TargetIdsFilter.optional()),
});
export type EntityTargetsQuery = z.input<typeof EntityTargetsQuery>;

/**
 * `GET entity/list/by-filter?name&cif&targets`: the request form's and the order detail's
 * entity search (docs/product/requests.md#entities-on-a-request), 10 a page. `name` is contained
 * (case-insensitive); `cif` is a prefix, cleaned as docs/product/requests.md#entities-on-a-request
 * says (text after '/' cut, dashes removed).
 */
export const EntityByFilterQuery = PageQuery.omit({ _sort: true, _dir: true }).extend({
  name: z.string().trim().max(200).default(''),
  cif: z.string().max(40).default('').transform(cleanCif),
  targets: z.preprocess(emptyToUndefined, TargetIdsFilter.optional()),
  _pagesize: z.coerce.number().int().min(1).max(100).default(10),
});
export type EntityByFilterQuery = z.input<typeof EntityByFilterQuery>;

/** A required text of up to 300 characters, trimmed; `message` when missing. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(300, messages.validation);

/** A required positive id (a number or its digits); `message` when missing. */
const requiredId = (message: string) => z.preprocess(emptyToUndefined, idSchema({ message }));

/**
 * A required CIF, cleaned as docs/product/requests.md#entities-on-a-request says (text after '/'
 * cut, dashes removed) and checked.
 */
export const EntityCif = z
  .string({ error: messages.entityCifRequired })
  .transform(cleanCif)
  .refine((cif) => cif !== '', messages.entityCifRequired)
  .refine((cif) => cif === '' || isValidCif(cif), messages.entityCifInvalid);

/**
 * A new entity (docs/product/requests.md#calls `entity/create` and
 * `order/{idOrder}/create-assign-entity`): every field required
 * (docs/product/requests.md#entities-on-a-request); the CIF is cleaned and must be a valid CIF.
 */
export const EntityCreateRequest = z.object({
  name: requiredText(messages.entityNameRequired),
  cif: EntityCif,
  address: requiredText(messages.entityAddressRequired),
  city: requiredText(messages.entityCityRequired),
  postalCode: requiredText(messages.entityPostalCodeRequired).pipe(
    z.string().max(10, messages.validation),
  ),
  idCouncil: requiredId(messages.councilRequired),
  idTarget: requiredId(messages.entityTargetRequired),
});
export type EntityCreateRequest = z.input<typeof EntityCreateRequest>;
export type EntityCreate = z.output<typeof EntityCreateRequest>;
