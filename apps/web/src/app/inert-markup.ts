/**
 * A screen's HTML, told unavailable until the app replaces it (a key typed or a button pressed
 * there would be lost when the app renders the screen again): its controls marked
 * `aria-disabled`, which assistive technologies announce and test drivers wait on, its inputs
 * read-only, and its buttons plain buttons (a submit would send the form to the address itself).
 * The links work as they are. Used for the pages painted at build time (build/page-shells.ts) and
 * by the server (server-screens.tsx).
 */
export const inertMarkup = (html: string) =>
  html
    .replace(/<input /g, '<input readonly="" aria-disabled="true" ')
    .replace(/<button /g, '<button aria-disabled="true" ')
    .replace(/aria-disabled="false"/g, 'aria-disabled="true"')
    .replace(/type="submit"/g, 'type="button"');
