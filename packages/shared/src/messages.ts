/**
 * The Spanish texts the user reads (spec §4, §5, §8). Every screen and the API take their
 * words from here, so the browser and the server say the same thing.
 */
export const messages = {
  // Login and session (spec §5, §8)
  loginUsernameRequired: 'Introduce tu DNI',
  loginPasswordRequired: 'Introduce tu contraseña',
  loginWrong: 'Usuario o contraseña incorrecta',
  sessionExpired: 'Su sesión de trabajo ha caducado, vuelva a entrar para continuar',
  completeUserData: 'Debe completar sus datos de usuario para continuar',
  acceptAgreement: 'Debe aceptar las políticas de privacidad para continuar',
  userDisabled: 'El usuario está desactivado',
  tooManyRequests: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',

  // Recover access
  recoverEmailInvalid: 'Introduce un correo electrónico válido',
  recoverNotFound: 'No existe ningún usuario con ese correo electrónico',
  recoverPrecondition: 'No se ha encontrado ningún usuario con ese correo',
  mailServerDown: 'No es posible conectar con el servidor de correo. Inténtelo más tarde.',
  recoverSent: 'Se han enviado los nuevos datos de acceso al correo electrónico del usuario',

  // Registration and user data
  registerLoginRequired: 'Introduce el login del usuario',
  registerLoginLength: 'El login debe tener 9 caracteres',
  registerLoginPersonalId: 'Introducir el DNI o NIE de una persona física',
  nameRequired: 'Introduce el nombre',
  surnameRequired: 'Introduce los apellidos',
  emailInvalid: 'Introduce un Email válido',
  passwordMinLength: 'La contraseña debe tener al menos 6 caracteres',
  passwordRequired: 'Introduce la contraseña',
  passwordRepeatRequired: 'Repite la contraseña',
  passwordsDontMatch: 'Los valores de la contraseña no coinciden',
  councilRequired: 'Selecciona un concejo',
  roleRequired: 'Selecciona un rol',
  privacyRequired: 'Debe aceptar las políticas de privacidad',
  userCreated: 'Se ha creado el usuario',
  userSaved: 'Se han guardado los datos del usuario',
  userDeleted: 'Se ha borrado el usuario',
  userActivated: 'Se ha activado el usuario',
  userDeactivated: 'Se ha desactivado el usuario',
  usernameExists: 'Ya existe un usuario con ese login',
  mailExists: 'Ya existe un usuario con ese email',
  userSaveError: 'Error al guardar los datos',
  userDeleteBlocked:
    'El usuario tiene solicitudes creadas o es gestor de alguna campaña. No se puede borrar',
  userDeleteError: 'Error al borrar los datos',
  superuserCannotDelete: 'Un superusuario no puede borrar su propio usuario',
  passwordChanged: 'Se ha modificado la contraseña',
  passwordMustBeSet: 'Debe establecer una contraseña',
  confirmLogout: '¿Seguro que quiere salir de la aplicación?',
  confirmDeleteOwnUser: '¿Estás seguro de que quieres borrar tu usuario?',
  confirmDeleteUser: '¿Estás seguro de que quieres borrar este usuario?',

  // Campaigns and activities (spec §4, §5, §8)
  campaignDeleteBlocked: 'La campaña tiene actividades creadas. No se puede borrar',
  campaignCloneError: 'Error al clonar la campaña',
  activityDeleteBlocked: 'La actividad tiene solicitudes asociadas. No se puede borrar',
  activityDeleteFailed: 'No se pudo borrar la actividad',
  entityDeleteBlocked: 'La entidad tiene solicitudes creadas',
  eventPropertiesError: 'Error al modificar los datos',
  orderNotFound: 'No se ha encontrado la solicitud',
  activityNotFound: 'No se ha encontrado la actividad',
  uploadOk: 'El archivo se ha subido correctamente',
  uploadFailed: 'Se ha producido un fallo subiendo el archivo',
  fileRemoved: 'El archivo se ha eliminado',
  orderCreated:
    'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
  entitySaved: 'Se han guardado los datos de la entidad',

  // Generic (spec §8)
  filterCleared: 'El filtro se ha eliminado',
  noResults: 'No hay resultados',
  serverErrorPrefix: 'Error accediendo al servidor: ',
  genericErrorPrefix: 'Se ha producido un error: ',
  fieldRequired: 'Campo requerido',
  notFound: 'No se ha encontrado el recurso solicitado',
  forbidden: 'No tiene permisos para realizar esta operación',
  unauthorized: 'Debe iniciar sesión para continuar',
  validation: 'Los datos enviados no son válidos',
  payloadTooLarge: 'El tamaño del fichero es superior a 50MB',
  internal: 'Se ha producido un error en el servidor',
  exportLimit:
    'La exportación está limitada a 5000 registros. Modifique los parámetros de la busqueda para optimizar los resultados',

  // Web client (reasons appended to serverErrorPrefix / genericErrorPrefix, screen notices)
  networkUnreachable: 'no hay conexión con el servidor',
  invalidResponse: 'respuesta no válida del servidor',
  underConstruction: 'Pantalla en construcción',
} as const;

export type MessageKey = keyof typeof messages;
