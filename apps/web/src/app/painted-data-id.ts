// No imports: the entry (first-screen.ts) reads it before React has loaded.

/**
 * The id of the script element in which the server sends the data of a screen it painted
 * (server-screens.tsx), which the app puts in its cache (painted-data.ts).
 */
export const PAINTED_DATA_ID = 'screen-data';
