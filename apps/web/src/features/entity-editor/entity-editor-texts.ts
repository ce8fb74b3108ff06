/**
 * Labels of /entityeditor (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/administration-and-analytics.md#entity-validation), written once. Toasts and
 * refusals the API shares live in packages/shared/src/messages.ts.
 */
export const entityEditorTexts = {
  title: 'Editar Entidad',
  save: 'GUARDAR',
  back: 'VOLVER',

  name: 'Nombre',
  cif: 'CIF',
  cifHint: 'Letra, 7 cifras y carácter de control, por ejemplo B33000035. Los guiones se quitan.',
  address: 'Dirección',
  city: 'Localidad',
  postalCode: 'Código postal',
  council: 'Concejo',
  target: 'Destinatario',
  targetPlaceholder: 'Seleccione un destinatario',
  disabled: 'Entidad desactivada',

  usersHeading: 'USUARIOS DE LA ENTIDAD',
  userActive: 'Activo',
  userEnded: 'Inactivo',
  since: 'Desde',
  until: 'Hasta',

  centresHeading: 'CENTROS',
  current: 'En edición',
} as const;
