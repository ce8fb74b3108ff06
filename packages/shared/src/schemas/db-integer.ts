import { z } from 'zod';
import { limits } from '../limits.ts';
import { messages } from '../messages.ts';

/** What a whole number of the contract may be (docs/input-validation.md#ids-and-numbers). */
export interface DbIntegerOptions {
  /** Smallest value allowed; 1 by default (an id), -1 or 0 for the documented sentinels. */
  min?: number;
  /** The message of every refusal; the Spanish fallback of zod otherwise. */
  message?: string;
  /** false for a JSON body's number; true (default) also reads digits of a path, query or form. */
  coerce?: boolean;
}

/**
 * A whole number that reaches an `integer` column or parameter: an id, a page number, places.
 * Bounded to PostgreSQL's integer range, so that a value past it is a 400 here instead of a
 * 500 from the database ('out of range for type integer'). Sentinels stay allowed through
 * `min`: -1 for none or any, 0 for a new entity, a negative idCampaign for a new event.
 */
export function dbInteger(options: DbIntegerOptions & { coerce: false }): z.ZodNumber;
export function dbInteger(options?: DbIntegerOptions): z.ZodCoercedNumber;
export function dbInteger({ min = 1, message, coerce = true }: DbIntegerOptions = {}) {
  const error = message === undefined ? undefined : { error: message };
  const bounded = <T extends z.ZodNumber | z.ZodCoercedNumber>(number: T) =>
    number
      .int(error)
      .min(Math.max(min, -limits.maxDbInteger), error)
      .max(limits.maxDbInteger, message ?? messages.validation);
  return coerce ? bounded(z.coerce.number(error)) : bounded(z.number(error));
}

/** A row id: 1 up to PostgreSQL's largest integer (see dbInteger). */
export function idSchema(options: { message?: string; coerce: false }): z.ZodNumber;
export function idSchema(options?: { message?: string }): z.ZodCoercedNumber;
export function idSchema(options: { message?: string; coerce?: boolean } = {}) {
  return options.coerce === false
    ? dbInteger({ ...options, coerce: false, min: 1 })
    : dbInteger({ message: options.message, min: 1 });
}
