/**
 * The Spanish texts the user reads, each given with its rule on its area's page under
 * docs/product/ (docs/product/README.md#error-catalogue for the general ones). Every screen and
 * the API take their words from here, so the browser and the server say the same thing.
 */
export const messages = {
  // Login and session (docs/product/accounts.md#login, docs/product/accounts.md#errors)
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

  // Campaigns and activities (docs/product/campaigns-and-activities.md#validation,
  // docs/product/campaigns-and-activities.md#errors)
  campaignDeleteBlocked: 'La campaña tiene actividades creadas. No se puede borrar',
  campaignCloneError: 'Error al clonar la campaña',
  campaignNameRequired: 'Introduce un nombre',
  campaignStartDateRequired: 'Introduce la fecha de inicio',
  campaignEndDateRequired: 'Introduce la fecha de finalización',
  campaignEditionRequired: 'Introduce la edición',
  campaignEditionTooLong: 'La edición tiene como máximo 8 caracteres',
  campaignDescriptionRequired: 'Introduce una descripción corta',
  campaignEndBeforeStart:
    'La fecha de finalización de la campaña debe ser posterior a la de inicio',
  campaignTargetsInvalid: 'Selecciona destinatarios válidos',
  campaignSupervisorInvalid: 'Selecciona un gestor de la organización',
  campaignIdMismatch: 'La campaña no coincide con la dirección de la llamada',
  campaignCreated: 'Se ha creado la campaña. Edítela y actívela cuando esté lista.',
  campaignSaved: 'Se ha modificado la campaña',
  campaignDeleted: 'Se ha borrado la campaña',
  campaignCloned: 'Se ha clonado la campaña',
  campaignActivated: 'Se ha activado la campaña',
  campaignDeactivated: 'Se ha desactivado la campaña',
  confirmDeleteCampaign: '¿Estás seguro de que quieres borrar esta campaña?',
  confirmCloneCampaign: '¿Estás seguro de que quieres clonar esta campaña?',
  activityDeleteBlocked: 'La actividad tiene solicitudes asociadas. No se puede borrar',
  activityDeleteFailed: 'No se pudo borrar la actividad',
  entityDeleteBlocked: 'La entidad tiene solicitudes creadas',
  eventPropertiesError: 'Error al modificar los datos',
  orderNotFound: 'No se ha encontrado la solicitud',
  activityNotFound: 'No se ha encontrado la actividad',
  uploadOk: 'El archivo se ha subido correctamente',
  uploadFailed: 'Se ha producido un fallo subiendo el archivo',
  fileRemoved: 'El archivo se ha eliminado',
  uploadFileMissing: 'Debe adjuntar un archivo',
  uploadTypeNotAllowed: 'El tipo de archivo no está permitido',
  uploadContentMismatch: 'El contenido del archivo no corresponde a su tipo',
  uploadMaxFiles: 'Se ha alcanzado el máximo de 10 archivos',
  orderCreated:
    'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
  entitySaved: 'Se han guardado los datos de la entidad',

  // Activity editor and form builder (docs/product/campaigns-and-activities.md#activity-editor,
  // docs/product/campaigns-and-activities.md#events)
  activityNameRequired: 'Introduce un nombre',
  activityTargetsRequired: 'Debe seleccionar al menos un destinatario',
  activityColorRequired: 'Selecciona el color de la categoría',
  activityPrerequisiteMin: 'El identificador de la actividad previa debe ser 1 o mayor',
  activityPrerequisiteUnknown: 'No existe ninguna actividad con ese identificador',
  activityDateInvalid: 'Introduce una fecha válida',
  activityEndBeforeStart:
    'La fecha de finalización de la actividad debe ser posterior a la de inicio',
  richTextTooManyTags: 'El texto con formato es demasiado complejo: tiene más de 20.000 etiquetas',
  activityCreated: 'La actividad ha sido creada',
  activityCloned: 'La actividad ha sido clonada',
  activityDeleted: 'La actividad ha sido borrada',
  activityModified: 'La actividad ha sido modificada',
  eventCreated: 'El evento ha sido creado',
  eventDeleted: 'El evento ha sido borrado',
  eventModified: 'El evento ha sido modificado',
  confirmDeleteActivity: '¿Estás seguro de que quieres borrar esta actividad?',
  confirmDeleteEventLine: '¿Borrar evento?',
  confirmDeleteFormField: '¿Borrar campo?',
  activityOpenWithEditButton: 'Pulse el boton de editar para acceder a los datos',
  formInvalid: 'El formulario no es válido',
  formFieldTypeInvalid: 'Tipo de campo no válido',
  formFieldNameRequired: 'Cada campo debe tener un nombre',
  formFieldNameRepeated: 'El nombre del campo está repetido',
  formDateBound: 'El límite de fecha debe ser >= dd/mm/aaaa o <= dd/mm/aaaa',
  formOptionsRequired: 'Debe añadir al menos una opción',
  formMinMax: 'El máximo no puede ser menor que el mínimo',
  formRadioOnlyInManagement: 'Los botones de opción solo se permiten en el formulario de gestión',
  formPrivateOnlyInManagement: 'Los campos privados solo se permiten en el formulario de gestión',

  // Generic (docs/product/README.md#error-catalogue)
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
  // Refused input (docs/input-validation.md)
  bodyTooLarge: 'Los datos enviados superan el tamaño máximo permitido.',
  jsonTooDeep: 'El contenido tiene demasiados niveles anidados.',
  textWithNul: 'El texto contiene un carácter no permitido.',
  multipartInvalid: 'El formulario enviado está incompleto o dañado. Inténtelo de nuevo.',
  jsonOnly: 'Esta operación solo admite datos en formato JSON.',
  internal: 'Se ha producido un error en el servidor',
  // The database is away (docs/operations.md): every call answers it until it returns.
  databaseUnavailable:
    'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  exportLimit:
    'La exportación está limitada a 5000 registros. Modifique los parámetros de la busqueda para optimizar los resultados',

  // Reports (docs/product/reporting.md#messages)
  reportIdInvalid: 'reportID no válido',
  reportNotAvailable: 'Informe no disponible todavía',
  reportNoResults: 'No se encuentran resultados',
  reportEndBeforeStart: 'La fecha de finalización debe ser posterior a la de inicio',
  reportRowNotFound: 'No se ha encontrado la solicitud',
  reportPopupBlocked:
    'El navegador ha bloqueado la ventana del informe. Permita las ventanas emergentes para este sitio.',
  // The server prints a document's PDF with a browser of its own; without it, no PDF.
  reportPdfUnavailable:
    'No se puede generar el PDF en este momento: el servidor no dispone del navegador que lo imprime.',

  // Web client (reasons appended to serverErrorPrefix / genericErrorPrefix, screen notices)
  networkUnreachable: 'no hay conexión con el servidor',
  invalidResponse: 'respuesta no válida del servidor',

  // Requests (solicitudes): docs/product/requests.md#states, #validation, #places,
  // #waiting-list and #errors of docs/product/requests.md
  activityOutOfTime: 'Actividad fuera de plazo',
  orderPrerequisiteMissing:
    'Esta actividad es solo para quienes tienen aceptada o realizada una solicitud de la actividad previa',
  orderNoPlaces: 'No hay plazas disponibles. Si continúa pasará a una lista de espera.',
  orderNoPlacesForDate: 'No quedan plazas disponibles para la fecha solicitada',
  orderPlacesExceeded: 'La actividad no tiene plazas. Su solicitud pasará a una lista de espera.',
  orderPlacesExceededFull:
    'La actividad completa no tiene plazas. Su solicitud pasará a una lista de espera.',
  orderEntityNotValidated: 'Es necesario validar la entidad antes de aceptar la solicitud',
  orderReasonRequired: 'Debe indicar el motivo del rechazo',
  orderTransitionRefused: 'Una solicitud realizada no puede volver a estar pendiente',
  orderNotCancellable: 'Solo se puede anular una solicitud pendiente',
  orderNotEditable: 'La solicitud ya no se puede modificar',
  orderStateChangeRefused: 'No tiene permisos para cambiar el estado de la solicitud',
  ordersSelectOne: 'Debe seleccionar al menos una solicitud',
  orderStateRequired: 'Debe seleccionar el estado',
  orderFormCheckFields: 'Debe comprobar los campos que se indican',
  orderSelectOption: 'Debe seleccionar una opción',
  orderIndividualNeedsEntity:
    'Se deben indicar los datos de la estructura/entidad (apartado DATOS DE LA ENTIDAD)',
  orderFileFieldUnknown: 'El archivo no corresponde a ningún campo de fichero del formulario',
  confirmCancelOrder: '¿Estás seguro de que quieres cancelar esta solicitud?',
  answerNumberRange: 'El número no está entre los intervalos permitidos',
  /**
   * Followed by '>= dd/mm/yyyy' or '<= dd/mm/yyyy' with the real bound
   * (docs/product/requests.md#validation).
   */
  answerDatePrefix: 'La fecha debe ser ',
  answerTimeFormat: 'La hora debe estar en formato HH:MM',
  answerEmail: 'La dirección de correo no es válida',
  answerDni: 'El formato del DNI no es válida',
  answerOption: 'El valor elegido no está entre las opciones del campo',

  // Entities of a request (docs/product/requests.md#entities-on-a-request)
  entityNameRequired: 'Introduce el nombre de la entidad',
  entityCifRequired: 'Introduce el CIF de la entidad',
  entityCifInvalid: 'El CIF de la entidad no es válido',
  entityAddressRequired: 'Introduce la dirección de la entidad',
  entityCityRequired: 'Introduce la localidad de la entidad',
  entityPostalCodeRequired: 'Introduce el código postal de la entidad',
  entityTargetRequired: 'Selecciona un destinatario',

  // Activity list (docs/product/campaigns-and-activities.md#activity-list)
  activityActivated: 'Se ha activado la actividad',
  activityDeactivated: 'Se ha desactivado la actividad',

  // Order lists (docs/product/requests.md#order-lists, docs/product/requests.md#states,
  // docs/product/README.md#error-catalogue "states changed")
  orderStatesChanged: 'Se han cambiado los estados de las solicitudes',
  orderStatesChangedMailsFailed:
    'Se han cambiado los estados de las solicitudes, pero no se han podido enviar los correos',

  // Order detail (docs/product/requests.md#order-detail, docs/product/README.md#error-catalogue:
  // order modified, cancelled; mail sent; entity created, assigned)
  orderModified: 'Se ha modificado la solicitud',
  orderCancelled: 'Se ha anulado la solicitud',
  orderMailSent: 'Se ha enviado el correo al solicitante',
  orderMailNoAddress:
    'El solicitante no tiene dirección de correo electrónico: no se ha podido enviar el correo',
  entityCreated: 'Se ha creado la entidad y se ha asignado a la solicitud',
  entityAssigned: 'Se ha asignado la entidad a la solicitud',
  // Request integrity (docs/requests-integrity.md): one order per submission, places on accept
  orderIdempotencyKeyInvalid: 'La cabecera Idempotency-Key debe ser un UUID',
  orderAcceptNoPlaces: 'No hay plazas suficientes para aceptar la solicitud',
  orderAcceptAnyway: '¿Desea aceptarla de todos modos?',
  orderAcceptForce: 'ACEPTAR DE TODOS MODOS',
  orderAcceptCancel: 'NO ACEPTAR',

  // Administration (docs/product/administration-and-analytics.md#errors,
  // docs/product/README.md#roles-and-permissions; docs/decisions.md#administration-api)
  userCannotDisableItself: 'No puede desactivar su propio usuario',
  roleNotAllowed: 'No tiene permisos para asignar ese rol',
  userIdMismatch: 'El usuario no coincide con la dirección de la llamada',
  entityIdMismatch: 'La entidad no coincide con la dirección de la llamada',
  entityMainInvalid: 'La entidad principal debe ser una entidad existente que no sea un centro',
  entityHasCentres: 'La entidad tiene centros asociados. Borre antes sus centros',
  entityCouncilInvalid: 'Selecciona un concejo válido',
  exportFailed: 'No se ha podido generar el fichero de exportación',

  // Admin panel (docs/product/administration-and-analytics.md#admin-screen,
  // docs/product/README.md#error-catalogue: users list loading, entity created and deleted)
  userListLoading: 'Obteniendo el listado de usuarios...',
  confirmDeleteEntity: '¿Estás seguro de que quieres borrar esta entidad?',
  entityAdminCreated: 'Se ha creado la entidad',
  entityDeleted: 'Se ha borrado la entidad',

  // Calendar, event editor and reminders (docs/product/calendar.md#event-editor,
  // docs/product/calendar.md#reminders)
  eventColorRequired: 'Selecciona el color de visualización',
  eventPropertiesSaved: 'Se han modificado las propiedades de visualización del evento',
  eventEditorHelp:
    'Un evento siempre es visible para los supervisores de su campaña, aunque no esté marcado como visible en el calendario.',
  calendarPeriodInvalid: 'El periodo del calendario debe tener entre 1 y 19 meses',
  reminderDatesRequired: 'Debe seleccionar un intervalo de fechas',
  reminderEndBeforeStart: 'La fecha de finalización debe ser posterior a la de inicio',
  noRemindersSelected: 'No hay citas seleccionadas para recordar',
  remindersWithText: 'El correo lleva texto añadido',
  remindersSent: 'Se han enviado los correos de recordatorio',
  reminderSent: 'Se ha enviado el correo de recordatorio',
  reminderNotAppointment:
    'Solo se pueden enviar recordatorios de solicitudes aceptadas con fecha acordada',
  calendarFeedCreated: 'Se ha creado la dirección de su calendario',
  calendarFeedRevoked: 'Se ha anulado la dirección de su calendario',
} as const;

/** docs/product/calendar.md#reminders: the order refused because it has no appointment. */
export const reminderNotAppointmentOf = (orderId: number) =>
  `La solicitud ${orderId} no está aceptada o no tiene fecha acordada: no se puede enviar su recordatorio`;

/** docs/product/calendar.md#reminders: the confirmation of ENVIAR CORREOS for `count` rows. */
export const confirmReminders = (count: number) =>
  `¿Estás seguro de que quieres enviar ${count} correos de recordatorio de citas?`;

/** The API's refusal of a report start before the floor (docs/product/reporting.md#dates). */
export const reportDateBeforeFloor = (floor: string) =>
  `La fecha de inicio no puede ser anterior al ${floor.slice(8, 10)}/${floor.slice(5, 7)}/${floor.slice(0, 4)}`;
