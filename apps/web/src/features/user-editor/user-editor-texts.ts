/**
 * Labels of /usereditadmin (docs/product/administration-and-analytics.md#user-editor), written
 * once. Toasts and refusals the API shares live in
 * packages/shared/src/messages.ts.
 */
export const userEditorTexts = {
  title: 'Editar Usuario',
  save: 'GUARDAR',
  back: 'VOLVER',

  username: 'DNI / NIE',
  usernameHint:
    'Login del usuario: 8 cifras y una letra (DNI) o X, Y, Z, 7 cifras y una letra (NIE).',
  passwordHint:
    'Déjela en blanco para mantener la actual. Si la cambia, el usuario deberá elegir otra en su próximo acceso.',
  passwordHintOwn: 'Déjela en blanco para mantener la actual.',
  role: 'Rol',
  roleOwn: 'Nadie puede cambiar su propio rol.',
  roleGestor: 'Solo un administrador puede cambiar el rol de un usuario.',
  readOnlyGestor:
    'Un gestor solo puede modificar los datos de los usuarios con rol Usuario. Los datos se muestran en modo de solo lectura.',
  readOnlySuperuser:
    'Solo un superusuario puede modificar los datos de otro superusuario. Los datos se muestran en modo de solo lectura.',

  entitiesHeading: 'ENTIDADES VINCULADAS',
  active: 'Activa',
  ended: 'Finalizada',
  since: 'Desde',
  until: 'Hasta',
} as const;
