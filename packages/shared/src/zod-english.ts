/**
 * The English phrases of zod's default messages. Tests of validation and of every route assert
 * that no message a person reads matches it: zod speaks Spanish here (zod-locale.ts;
 * docs/input-validation.md#messages-zod-speaks-spanish).
 */
export const zodEnglish = /\b(invalid|expected|received|too big|too small|required)\b/i;
