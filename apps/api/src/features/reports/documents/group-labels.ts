/**
 * How a document names its groups (docs/product/reporting.md#documents), as SQL texts on the aliases
 * of queries.ts, so that the printed label and the filter line read alike.
 */

/** 'Nombre (Complemento) · Edición', the parts that are blank left out. */
export const activityLabel =
  `a.name || case when a.complement <> '' then ' (' || a.complement || ')' else '' end` +
  ` || case when c.edition <> '' then ' · ' || c.edition else '' end`;

/** The labels of a missing key. */
export const missingLabel = {
  entity: 'Particulares (sin entidad)',
  council: 'Sin concejo',
  visitType: 'Sin tipo de visita',
  date: 'Sin fecha',
} as const;
