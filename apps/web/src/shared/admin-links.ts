import { addressId } from './address-id';
import { paths } from './paths';

/**
 * Links between the administration screens
 * (docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/administration-and-analytics.md#user-editor,
 * docs/product/administration-and-analytics.md#entity-editor). The editors carry the
 * id in the address and reload by it (docs/product/README.md#routes); the navigation state
 * (`userItem`, `entityItem`) only lets them show a name while loading.
 */

/**
 * The /admin tabs (docs/product/administration-and-analytics.md#admin-screen): 1 USUARIOS, 2
 * ENTIDADES, 3 CENTROS, 4 ANALÍTICA DE DATOS.
 */
export type AdminTab = 1 | 2 | 3 | 4;

/**
 * `/admin?tab=N`: the panel opened on tab N (tab 1 is the default,
 * docs/product/README.md#constants-and-limits).
 */
export const adminTabHref = (tab: AdminTab): string => `${paths.admin}?tab=${tab}`;

/**
 * The navigation state of /usereditadmin
 * (docs/product/administration-and-analytics.md#user-editor: userItem).
 */
export interface UserEditorState {
  userItem: { id: number; name?: string; surname?: string };
}

/**
 * The navigation state of /entityeditor
 * (docs/product/administration-and-analytics.md#entity-editor: entityItem).
 */
export interface EntityEditorState {
  entityItem: { id: number; name?: string };
}

/** `/usereditadmin?id=…`. */
export const userEditorHref = (id: number): string => `${paths.userEditAdmin}?id=${id}`;

/** `/entityeditor?id=…`. */
export const entityEditorHref = (id: number): string => `${paths.entityEditor}?id=${id}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

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
): number | undefined => addressId(search.get('id')) ?? handedItem(state, key)?.id;
