/** An entity's field labels, the same wherever an entity is written (search, dialog, editor). */
export const entityFieldLabels = {
  name: 'Nombre',
  cif: 'CIF',
  address: 'Dirección',
  city: 'Localidad',
  postalCode: 'Código postal',
  council: 'Concejo',
  target: 'Destinatario',
  targetPlaceholder: 'Seleccione un destinatario',
} as const;

/**
 * Labels of the entity search and of a new entity's fields, the same on the request form and in
 * the order detail's entity dialog (docs/product/requests.md#entities-on-a-request).
 */
export const entityTexts = {
  searchName: 'Nombre de la entidad',
  searchCif: 'CIF de la entidad',
  searchCifHint: 'La búsqueda por CIF empieza a partir de 8 caracteres',
  search: 'Buscar',
  results: 'Entidades encontradas',
  columnName: 'Nombre',
  columnCif: 'CIF',
  columnCouncil: 'Concejo',
  ...entityFieldLabels,
} as const;
