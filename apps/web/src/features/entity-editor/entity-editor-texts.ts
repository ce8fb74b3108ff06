import { entityFieldLabels } from '@/shared/entity-search/entity-texts';

/**
 * Labels of /entityeditor (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/administration-and-analytics.md#entity-validation), written once. Toasts and
 * refusals the API shares live in packages/shared/src/messages.ts.
 */
export const entityEditorTexts = {
  title: 'Editar Entidad',
  save: 'GUARDAR',
  back: 'VOLVER',

  ...entityFieldLabels,
  cifHint: 'Letra, 7 cifras y carácter de control, por ejemplo B33000035. Los guiones se quitan.',
  disabled: 'Entidad desactivada',

  usersHeading: 'USUARIOS DE LA ENTIDAD',
  userActive: 'Activo',
  userEnded: 'Inactivo',
  since: 'Desde',
  until: 'Hasta',

  centresHeading: 'CENTROS',
  current: 'En edición',
} as const;
