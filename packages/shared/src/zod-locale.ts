import { z } from 'zod';

/**
 * zod's own messages in Spanish (docs/input-validation.md#messages-zod-speaks-spanish): the
 * fallback of every check the contract gives no text of its own. Imported once by each entry point
 * (the API's app, the web app's main) and by their test setups, before any schema runs.
 */
z.config(z.locales.es());
