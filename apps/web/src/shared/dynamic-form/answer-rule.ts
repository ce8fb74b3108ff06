import type { Rule } from 'antd/es/form';
import { checkAnswer, isFileTooLarge } from '@extranet/shared/forms/answer-rules';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { filesOf, toAnswerValue } from './answer-value';

export interface AnswerRuleOptions {
  /**
   * Required is not checked (docs/product/requests.md#validation: the file requirement on the
   * order-detail page).
   */
  skipRequired?: boolean;
  /**
   * Extra values a choice accepts (the visit type's half day,
   * docs/product/README.md#error-catalogue).
   */
  extraOptions?: readonly string[];
}

/**
 * The message refusing a control's value, or undefined: files over 50 MB (size / 1,024,000,
 * docs/product/README.md#constants-and-limits), then the shared rules of
 * docs/product/requests.md#validation (answer-rules.ts, which the server applies too).
 */
export function answerError(
  field: StoredFormField,
  value: unknown,
  options: AnswerRuleOptions = {},
): string | undefined {
  if (filesOf(value).some((file) => isFileTooLarge(file.size))) return messages.payloadTooLarge;
  return checkAnswer(field, toAnswerValue(value), options);
}

/** One antd rule that applies `answerError` to a dynamic field. */
export function answerRule(field: StoredFormField, options: AnswerRuleOptions = {}): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = answerError(field, value, options);
      if (message) throw new Error(message);
    },
  };
}
