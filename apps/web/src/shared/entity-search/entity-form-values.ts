import type { z } from 'zod';

/**
 * The values of a form that creates an entity (the entity dialog's 'Nueva entidad', the admin's
 * new entity), derived from the schema's input so that a field the contract adds or renames
 * reaches the form's type. The form holds what its selects hold: the council and the target as
 * ids (the schema reads any value as one). `Held` retypes the fields a form holds its own way.
 */
export type EntityFormValues<Schema extends z.ZodType, Held extends object = object> = Omit<
  z.input<Schema>,
  'idCouncil' | 'idTarget' | keyof Held
> & { idCouncil?: number; idTarget?: number } & Held;
