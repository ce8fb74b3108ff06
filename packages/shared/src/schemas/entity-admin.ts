import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import { cleanCif } from '../validators/cif.ts';
import { QueryBoolean } from './campaign.ts';
import { PageQuery } from './common.ts';
import {
  emptyToUndefined,
  Entity,
  EntityCif,
  EntityCreateRequest,
  requiredText,
} from './entity.ts';
import { idSchema } from './db-integer.ts';

/**
 * The administration calls on entities: tabs ENTIDADES and CENTROS of
 * docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/administration-and-analytics.md#entity-editor, the rules of
 * docs/product/administration-and-analytics.md#entity-validation and the calls of
 * docs/product/administration-and-analytics.md#calls.
 */

/**
 * '', null, 0 and -1 read as "any" in a filter
 * (docs/product/administration-and-analytics.md#entities: council -1 = any).
 */
const anyToUndefined = (v: unknown) =>
  v === '' || v === null || v === '-1' || v === -1 || v === '0' || v === 0 ? undefined : v;

const optionalPositiveId = z.preprocess(anyToUndefined, idSchema().optional());

/**
 * `GET entity/list/by-filter-order-by-name?_pagesize=75&_page&name&cif&council&supervisorId`
 * (docs/product/administration-and-analytics.md#entities,
 * docs/product/README.md#constants-and-limits: 75 a page), ordered by name. `name` is contained,
 * accents and case aside; `cif` is a prefix of the cleaned CIF; `council` -1 is any. A gestor (role
 * 1) always gets the entities of its own campaigns' orders, whatever `supervisorId` says.
 * `centres`: `true` only centres (tab CENTROS), `false` only main entities (tab ENTIDADES), absent
 * both.
 */
export const EntityAdminListQuery = PageQuery.omit({ _sort: true, _dir: true }).extend({
  _pagesize: z.coerce.number().int().min(1).max(500).default(limits.entityAdminPageSize),
  name: z.string().trim().max(200).default(''),
  cif: z.string().max(40).default('').transform(cleanCif),
  council: optionalPositiveId,
  supervisorId: optionalPositiveId,
  centres: z.preprocess(emptyToUndefined, QueryBoolean.optional()),
});
export type EntityAdminListQuery = z.input<typeof EntityAdminListQuery>;

/**
 * A page of entities, 75 by default (docs/api-conventions.md#campaign-and-activity-lists: `total`
 * on page 0 only).
 */
export const EntityAdminPage = z.object({
  items: z.array(Entity),
  total: z.number().int().nullable(),
});
export type EntityAdminPage = z.infer<typeof EntityAdminPage>;

/**
 * `POST entity/create` (docs/product/administration-and-analytics.md#entity-validation: every field
 * required, the CIF valid). `mainEntityId`, the modal's 'Entidad principal', makes the new entity a
 * centre of that main entity (which must not be a centre itself); absent, null or 0: a main entity.
 */
export const EntityAdminCreateRequest = EntityCreateRequest.extend({
  mainEntityId: z.preprocess(
    (v) => (anyToUndefined(v) === undefined ? null : v),
    idSchema().nullable(),
  ),
});
export type EntityAdminCreateRequest = z.input<typeof EntityAdminCreateRequest>;

/** `POST entity/:idEntity/update`. */
export const EntityIdParams = z.object({ idEntity: idSchema() });

/** An optional text of the editor: absent keeps the stored value, '' clears it. */
const optionalText = (max: number) => z.string().trim().max(max, messages.validation).optional();

/** An optional council or target: absent keeps it; null, '', 0 or -1 clears it. */
const optionalOption = z.preprocess(
  (v) => (v === undefined ? undefined : (anyToUndefined(v) ?? null)),
  idSchema().nullable().optional(),
);

/**
 * `POST entity/:idEntity/update` (docs/product/administration-and-analytics.md#entity-validation:
 * name 'Introduce el nombre de la entidad' and CIF 'Introduce el CIF de la entidad' required, the
 * CIF valid; the rest optional). `idEntity` must be the path's.
 */
export const EntityUpdateRequest = z.object({
  idEntity: idSchema(),
  entityName: requiredText(messages.entityNameRequired),
  entityCif: EntityCif,
  entityAddress: optionalText(300),
  entityCity: optionalText(100),
  entityPostalCode: optionalText(10),
  entityCouncil: optionalOption,
  entityTarget: optionalOption,
});
export type EntityUpdateRequest = z.input<typeof EntityUpdateRequest>;

/** `GET entity/get/by-id/?id`: the entity editor reloads by id (docs/product/README.md#routes). */
export const EntityByIdQuery = z.object({ id: idSchema() });

/**
 * A row of `GET entity/list-historical/for-user/:id`: an entity the user represents (active) or
 * represented (until set), from `entity_users`. `text` is 'Name (CIF)'.
 */
export const HistoricalEntity = z.object({
  id: z.number().int(),
  text: z.string(),
  isActive: z.boolean(),
  /** ISO timestamps. */
  since: z.string(),
  until: z.string().nullable(),
  entity: Entity,
});
export const HistoricalEntityList = z.array(HistoricalEntity);
export type HistoricalEntity = z.infer<typeof HistoricalEntity>;

/** The user of a historical row, as the entity editor lists it (never a password). */
const HistoricalUserPerson = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.number().int(),
  disabled: z.boolean(),
});

/**
 * A row of `GET entity/list-historical-users/:id`
 * (docs/product/administration-and-analytics.md#entity-editor: text, isActive, user): someone who
 * represents or represented the entity. `text` is 'Name Surname (DNI)'.
 */
export const HistoricalUser = z.object({
  id: z.number().int(),
  text: z.string(),
  isActive: z.boolean(),
  since: z.string(),
  until: z.string().nullable(),
  user: HistoricalUserPerson,
});
export const HistoricalUserList = z.array(HistoricalUser);
export type HistoricalUser = z.infer<typeof HistoricalUser>;

/**
 * A row of `GET entity/list-center-data/:id`: the entity's group, its main entity first
 * (`isMain`, `text` ending ' (Entidad Principal)',
 * docs/product/administration-and-analytics.md#entities), then the centres by name.
 */
export const CentreItem = z.object({
  id: z.number().int(),
  name: z.string(),
  isMain: z.boolean(),
  text: z.string(),
});
export const CentreList = z.array(CentreItem);
export type CentreItem = z.infer<typeof CentreItem>;
