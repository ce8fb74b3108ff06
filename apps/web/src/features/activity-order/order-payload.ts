import { HALF_DAY_VISIT_TYPE, isHiddenField } from '@extranet/shared/forms/answer-rules';
import { findVisitTypeField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Entity } from '@extranet/shared/schemas/entity';
import type { OrderAnswer } from '@extranet/shared/schemas/order';
import { ORDER_FILES_FIELD, type EntityProposal } from '@extranet/shared/schemas/order-forms';
import { cleanCif } from '@extranet/shared/validators/cif';
import { answerToSend, defaultControlValue, filesOf } from '@/shared/dynamic-form/answer-value';
import { EntityMode, NEW_ENTITY_ID, NO_ENTITY_ID } from './entity-rules';

/** The entity chosen in mode 2: an existing one (with its data) or a new one (id 0). */
export interface EntityChoice {
  id: number;
  entity?: Entity;
}

/**
 * The 'DATOS DE LA ENTIDAD' values of the form (docs/product/requests.md#validation,
 * docs/product/README.md#constants-and-limits).
 */
export interface EntityValues {
  mode?: EntityMode;
  choice?: EntityChoice;
  name?: string;
  cif?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  idCouncil?: number;
  idTarget?: number;
}

/** `EntityProposal` as sent (its input side: the server cleans and coerces it again). */
type EntityData = Omit<EntityProposal, 'id'> & { id?: number };

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * idEntity and entityData of `order/create/` (docs/product/README.md#constants-and-limits): -1 and
 * none for an individual; 0 and the typed data (CIF cleaned, docs/product/requests.md#validation)
 * for a new entity; the chosen entity's id and data.
 */
export function entityPayload(values: EntityValues): {
  idEntity: number;
  entityData: EntityData | null;
} {
  if (values.mode !== EntityMode.ForEntity || !values.choice) {
    return { idEntity: NO_ENTITY_ID, entityData: null };
  }
  const { id, entity } = values.choice;
  if (id === NEW_ENTITY_ID || !entity) {
    return {
      idEntity: NEW_ENTITY_ID,
      entityData: {
        name: text(values.name),
        cif: cleanCif(values.cif ?? ''),
        address: text(values.address),
        city: text(values.city),
        postalCode: text(values.postalCode),
        idCouncil: values.idCouncil ?? null,
        idTarget: values.idTarget ?? null,
      },
    };
  }
  return {
    idEntity: entity.id,
    entityData: {
      id: entity.id,
      name: entity.name,
      cif: entity.cif,
      address: entity.address,
      city: entity.city,
      postalCode: entity.postalCode,
      idCouncil: entity.council?.id ?? null,
      idTarget: entity.idTarget,
    },
  };
}

/** What the person answered, as the form holds it, and which fields are on screen. */
export interface AnswersInput {
  fields: readonly StoredFormField[];
  values: Readonly<Record<string, unknown>>;
  shown: (field: StoredFormField) => boolean;
  /**
   * Answer the visit type with 'MEDIA JORNADA.' (docs/product/README.md#error-catalogue, after the
   * places dialog).
   */
  halfDay?: boolean;
}

/**
 * `userData` (docs/product/requests.md#stored-answers): every field in form order as
 * `{ name, label, type, value }`. A field hidden by the visitors count is sent empty; a '--'
 * field keeps its preset option (it is hidden from people, not from the data).
 */
export function buildAnswers({
  fields,
  values,
  shown,
  halfDay = false,
}: AnswersInput): OrderAnswer[] {
  const visitType = halfDay ? findVisitTypeField(fields) : undefined;
  return fields.map((field) => {
    const value =
      field === visitType
        ? HALF_DAY_VISIT_TYPE
        : shown(field)
          ? values[field.name]
          : isHiddenField(field)
            ? defaultControlValue(field)
            : undefined;
    return {
      name: field.name,
      label: field.label,
      type: field.type,
      value: answerToSend(field, value),
    };
  });
}

/** The files to send, each with the file field it answers (visible fields only). */
function filesToSend({ fields, values, shown }: AnswersInput): { field: string; file: File }[] {
  return fields
    .filter((field) => field.type === 'file' && shown(field))
    .flatMap((field) => filesOf(values[field.name]).map((file) => ({ field: field.name, file })));
}

/**
 * Everything `order/create/` needs (docs/product/requests.md#calls), before it becomes a multipart
 * body.
 */
export interface OrderRequest {
  idUser: number;
  idActivity: number;
  entity: EntityValues;
  answers: AnswersInput;
  force: boolean;
}

/**
 * The multipart text fields and files of `order/create/` exactly as `OrderCreateForm`
 * (packages/shared/src/schemas/order-forms.ts) reads them; `uploadFileNameList` names the field
 * of each file of `fileList`, in order.
 */
export function orderParts(request: OrderRequest) {
  const { idEntity, entityData } = entityPayload(request.entity);
  const files = filesToSend(request.answers);
  const fields: Record<string, string> = {
    idUser: String(request.idUser),
    idActivity: String(request.idActivity),
    idEntity: String(idEntity),
    userData: JSON.stringify(buildAnswers(request.answers)),
    uploadFileNameList: JSON.stringify(files.map((item) => item.field)),
    force: String(request.force),
  };
  if (entityData) fields.entityData = JSON.stringify(entityData);
  return { fields, files };
}

/** The multipart body of `order/create/`: the text fields first, then `fileList`. */
export function orderFormData(request: OrderRequest): FormData {
  const { fields, files } = orderParts(request);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const { file } of files) body.append(ORDER_FILES_FIELD, file, file.name);
  return body;
}
