import type { z } from 'zod';

/**
 * The values of a form that sends a user schema (registration, own profile, the new user modal
 * and the user editor), derived from the schema's input so that a field the contract adds or
 * renames reaches every form's type (docs/product/accounts.md#personal-data). The form holds
 * what its selects hold: the council as an id (the schema reads any value as a number). The id
 * comes from the user being edited, never from a field, and the password's repeat is the shared
 * field components' `repeatPassword`. `Held` retypes the fields a form holds its own way.
 */
export type UserFormValues<Schema extends z.ZodType, Held extends object = object> = Omit<
  z.input<Schema>,
  'id' | 'councilId' | 'passwordRepeat' | keyof Held
> & { councilId?: number; repeatPassword?: string } & Held;
