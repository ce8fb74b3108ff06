/**
 * The activity a user arrived from (/activity-filter/{id}), kept in sessionStorage until its
 * request form has been shown (docs/product/requests.md#stored-answers,
 * docs/product/requests.md#request-form).
 */
const KEY = 'linkedActivityId';

export function readLinkedActivityId(): number | null {
  // None where the screen is rendered on the server (app/server-screens.tsx).
  if (typeof sessionStorage === 'undefined') return null;
  const value = Number(sessionStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storeLinkedActivityId(id: number): void {
  sessionStorage.setItem(KEY, String(id));
}

export function clearLinkedActivityId(): void {
  sessionStorage.removeItem(KEY);
}
