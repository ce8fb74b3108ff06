/**
 * Roles of request-form fields (docs/product/requests.md#request-form): which field holds the
 * visitors count, the requested date, the visit type and the companions. The request form, the
 * places check and the reports all ask this module, so they always agree.
 */

/** A field as far as the roles need it (a FormField, or a stored one). */
export interface RoleField {
  type: string;
  name: string;
  label: string;
  values?: { label: string; value: string }[] | undefined;
}

/** norm()'s answers kept, up to this many texts (then forgotten all at once). */
const NORMALIZED_KEPT = 10_000;
const normalizedLabels = new Map<string, string>();

/**
 * Label comparison form (docs/product/requests.md#request-form): lower case, no accents (ñ kept),
 * trimmed, inner spaces collapsed, trailing ':' or '*' removed. The SQL helper `norm()` does the
 * same.
 */
export function norm(text: string): string {
  let normalized = normalizedLabels.get(text);
  if (normalized === undefined) {
    // The same few labels come again and again (every order of a form has them): the reports'
    // facts of 200,000 orders ask this millions of times (docs/product/reporting.md#performance).
    if (normalizedLabels.size >= NORMALIZED_KEPT) normalizedLabels.clear();
    normalized = text
      .toLowerCase()
      .replace(/[áàäâ]/g, 'a')
      .replace(/[éèëê]/g, 'e')
      .replace(/[íìïî]/g, 'i')
      .replace(/[óòöô]/g, 'o')
      .replace(/[úùüû]/g, 'u')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s:*]+$/, '');
    normalizedLabels.set(text, normalized);
  }
  return normalized;
}

const VISITOR_WORDS = ['visitantes', 'participantes', 'asistentes', 'alumnos', 'personas'];

/** The visitors-count field: a number field labelled with the first word found, in that order. */
export function findVisitorsField<T extends RoleField>(fields: readonly T[]): T | undefined {
  const numbers = fields.filter((f) => f.type === 'number');
  for (const word of VISITOR_WORDS) {
    const hit = numbers.find((f) => norm(f.label).includes(word));
    if (hit) return hit;
  }
  return numbers.find((f) => f.name === 'visitantes');
}

/** The requested date: the first date field that is not a birth date. */
export function findRequestedDateField<T extends RoleField>(fields: readonly T[]): T | undefined {
  return fields.find((f) => f.type === 'date' && !norm(f.label).includes('nacimiento'));
}

/** The visit type: a select or radio group named so, else a select offering a 'VISITA…' option. */
export function findVisitTypeField<T extends RoleField>(fields: readonly T[]): T | undefined {
  const choices = fields.filter((f) => f.type === 'select' || f.type === 'radio-group');
  const named = choices.find((f) => {
    const label = norm(f.label);
    return label.includes('tipo de visita') || label.includes('modalidad');
  });
  if (named) return named;
  return fields.find(
    (f) =>
      f.type === 'select' &&
      (f.values ?? []).some((o) => o.label.trim().toUpperCase().startsWith('VISITA')),
  );
}

// Companion labels are matched both as 'acompanante' and as 'acompañante', since norm() keeps ñ
// (docs/product/requests.md#request-form), with or without 'de'.
const COMPANION = /^(datos (del? )?)?acompa[nñ]ante\s*(\d)\b/;

/**
 * Companion number 1..4 of a field, or undefined (only the first four are read,
 * docs/product/README.md#constants-and-limits).
 */
export function companionNumber(field: RoleField): number | undefined {
  const match = COMPANION.exec(norm(field.label));
  const n = match ? Number(match[3]) : 0;
  return n >= 1 && n <= 4 ? n : undefined;
}

/** The combined 'other visitors' field: the first textarea about companions or visitors. */
export function findOtherVisitorsField<T extends RoleField>(fields: readonly T[]): T | undefined {
  return fields.find((f) => {
    const label = norm(f.label);
    return f.type === 'textarea' && (/acompa[nñ]antes/.test(label) || label.includes('visitantes'));
  });
}

/**
 * True when the request form has a requested date and a visit type
 * (docs/product/requests.md#request-form): the activity's places are then counted per date and in
 * visitors (docs/product/requests.md#places).
 */
export function hasDateAndVisitType(fields: readonly RoleField[]): boolean {
  return findRequestedDateField(fields) !== undefined && findVisitTypeField(fields) !== undefined;
}
