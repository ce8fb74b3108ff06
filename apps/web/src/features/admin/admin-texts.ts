/**
 * Labels of the admin panel, written once
 * (docs/product/administration-and-analytics.md#admin-screen).
 */
export const adminTexts = {
  title: 'GESTIÓN',
  tabsLabel: 'Secciones de gestión',
  tabs: {
    users: '1 USUARIOS',
    entities: '2 ENTIDADES',
    centres: '3 CENTROS',
    analytics: '4 ANALÍTICA DE DATOS',
  },
  footerLabel: 'Herramientas de la lista',
  reload: 'Recargar',
  viewLabel: 'Modo de visualización',
  boxView: 'Cajas',
  listView: 'Lista',
  loadMore: 'Cargar más',
  openHint: 'Pulse en una fila, o Intro sobre ella, para abrir su ficha.',
  delete: 'Borrar',
  actions: 'Acciones',

  // Users (docs/product/accounts.md#personal-data, docs/product/accounts.md#login)
  usersLabel: 'Lista de usuarios',
  usersLoading: 'Cargando usuarios',
  usersFilterLabel: 'Filtros de usuarios',
  newUser: 'Nuevo usuario',
  userSearch: 'Buscar',
  userSearchPlaceholder: 'Nombre, apellidos, DNI o email',
  role: 'Rol',
  anyRole: 'Todos',
  name: 'Nombre',
  surname: 'Apellidos',
  dni: 'DNI/NIE',
  email: 'Email',
  council: 'Concejo',
  disabledSwitch: 'Usuario desactivado?',
  disabledTag: 'Desactivado',
  login: 'Login (DNI/NIE)',
  rolePlaceholder: 'Seleccione un rol',
  create: 'GUARDAR',
  cancel: 'CANCELAR',
  userCount: (total: number) => (total === 1 ? '1 usuario' : `${total} usuarios`),
  disabledLabel: (who: string) => `Usuario desactivado? ${who}`,
  deleteUserLabel: (who: string) => `Borrar el usuario ${who}`,

  // Entities and centres (docs/product/administration-and-analytics.md#entities,
  // docs/product/administration-and-analytics.md#entity-validation)
  entitiesLabel: 'Lista de entidades',
  centresLabel: 'Lista de centros',
  entitiesLoading: 'Cargando entidades',
  entitiesFilterLabel: 'Filtros de entidades',
  newEntity: 'Nueva entidad',
  entityName: 'Nombre',
  cif: 'CIF',
  target: 'Destinatario',
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Localidad',
  mainEntity: 'Entidad principal',
  mainEntityPlaceholder: 'Ninguna: es una entidad principal',
  mainEntityHelp: 'Elija una entidad principal para crear un centro de esa entidad.',
  targetPlaceholder: 'Seleccione un destinatario',
  anyCouncil: 'Cualquiera',
  entityDisabledTag: 'Desactivada',
  entityCount: (total: number, centres: boolean) =>
    centres
      ? total === 1
        ? '1 centro'
        : `${total} centros`
      : total === 1
        ? '1 entidad'
        : `${total} entidades`,
  deleteEntityLabel: (name: string) => `Borrar la entidad ${name}`,

  // Data analytics (docs/product/administration-and-analytics.md#admin-screen tab ANALÍTICA DE
  // DATOS)
  analyticsIntro:
    'Ficheros de exportación de los datos de la organización para su análisis (Excel, Power BI u otras herramientas).',
  version: (version: string) => `Versión ${version}`,
  download: 'Descargar',
  downloadLabel: (file: string) => `Descargar ${file}`,
  downloading: (file: string, received: string) => `Descargando ${file}: ${received} recibidos`,
  downloaded: (file: string) => `${file} descargado`,
  analyticsLoading: 'Cargando ficheros de exportación',
} as const;
