/** Business constants and limits of docs/product/README.md#constants-and-limits. */
export const limits = {
  minPasswordLength: 6,
  /** A DNI or NIE login is exactly 9 characters. */
  loginLength: 9,
  campaignEditionMaxLength: 8,
  /** Remember-me cookie lifetime in seconds (one year). */
  rememberCookieMaxAge: 31_536_000,
  rememberCookieName: 'srrtk',
  /** A loading indicator shows when a call takes longer than this (ms). */
  loadingIndicatorDelayMs: 250,
  defaultPageSize: 10,
  entityAdminPageSize: 75,
  eventsTablePageSize: 20,
  searchTablePageSize: 10,
  infiniteScrollThreshold: 0.6,
  uploadedFileNameMaxLength: 200,
  campaignFilesMax: 10,
  activityFilesMax: 10,
  /**
   * Form files: size / 1,024,000 must not exceed this
   * (docs/product/campaigns-and-activities.md#files).
   */
  formFileMaxMb: 50,
  exportRowLimit: 5000,
  defaultProvince: 'Asturias',
  defaultUserEditCouncilId: 1,
  defaultEventColor: '#FFCC88',
  /** The largest value of a PostgreSQL integer column: ids and stored whole numbers. */
  maxDbInteger: 2_147_483_647,
  /** Nesting levels a stored JSON value may have (docs/input-validation.md). */
  maxJsonDepth: 64,
  /** Session JWT lifetime (docs/access-and-sessions.md#sessions). */
  sessionTokenHours: 12,
} as const;
