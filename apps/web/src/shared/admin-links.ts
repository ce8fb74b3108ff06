import { paths } from './paths';

/**
 * Links between the administration screens (spec §2 "/admin", "/usereditadmin",
 * "/entityeditor"). The editors carry the id in the address and reload by it (design.md §12.8);
 * the navigation state (`userItem`, `entityItem`) only lets them show a name while loading.
 */

/** The /admin tabs (spec §2): 1 USUARIOS, 2 ENTIDADES, 3 CENTROS, 4 ANALÍTICA DE DATOS. */
export type AdminTab = 1 | 2 | 3 | 4;

/** `/admin?tab=N`: the panel opened on tab N (tab 1 is the default, spec §9). */
export const adminTabHref = (tab: AdminTab): string => `${paths.admin}?tab=${tab}`;

/** The navigation state of /usereditadmin (spec §2: userItem). */
export interface UserEditorState {
  userItem: { id: number; name?: string; surname?: string };
}

/** The navigation state of /entityeditor (spec §2: entityItem). */
export interface EntityEditorState {
  entityItem: { id: number; name?: string };
}

/** `/usereditadmin?id=…`. */
export const userEditorHref = (id: number): string => `${paths.userEditAdmin}?id=${id}`;

/** `/entityeditor?id=…`. */
export const entityEditorHref = (id: number): string => `${paths.entityEditor}?id=${id}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A positive whole id of the address's `?id=`, or undefined. */
export function idFromSearch(search: URLSearchParams): number | undefined {
  const text = search.get('id')?.trim() ?? '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The item the previous screen handed over in the navigation state under `key`
 * ('userItem' or 'entityItem'), when it has a numeric id.
 */
export function handedItem(
  state: unknown,
  key: 'userItem' | 'entityItem',
): { id: number; name?: string; surname?: string } | undefined {
  if (!isRecord(state)) return undefined;
  const item = state[key];
  if (!isRecord(item) || typeof item.id !== 'number') return undefined;
  return {
    id: item.id,
    name: typeof item.name === 'string' ? item.name : undefined,
    surname: typeof item.surname === 'string' ? item.surname : undefined,
  };
}

/** The id to edit: the address's first (a reload), else the handed item's. */
export const editorIdOf = (
  search: URLSearchParams,
  state: unknown,
  key: 'userItem' | 'entityItem',
): number | undefined => idFromSearch(search) ?? handedItem(state, key)?.id;
