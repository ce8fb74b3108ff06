import { z } from 'zod';
import { OptionItem } from './common.ts';

/** `GET order/get-councils/`, `order/get-targets/`, `order/get-states/`: `[{ id, value }]`. */
export const OptionList = z.array(OptionItem);
export type OptionList = z.infer<typeof OptionList>;

export const Organization = z.object({ id: z.number().int(), name: z.string() });
export type Organization = z.infer<typeof Organization>;

/** `GET organization/list/`. */
export const OrganizationList = z.array(Organization);
