import type { z } from 'zod';
import { Messages } from './messages.ts';

/** The message of the first failed rule: what the server answers and what a form shows. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? Messages.formInvalid;
}

/** Structurally an antd Form rule, so this package needs no antd import. */
export interface AntdValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** Turns a field schema into an antd rule that rejects with the first issue message. */
export function toAntdRule(schema: z.ZodType): AntdValidatorRule {
  return {
    validator: async (_rule, value) => {
      const result = await schema.safeParseAsync(value);
      if (!result.success) throw new Error(firstIssueMessage(result.error));
    },
  };
}

/** One rule list per field of an object schema: `rules={rules.username}`. */
export function toAntdRules<S extends z.ZodObject>(
  schema: S,
): { [K in keyof S['shape']]: AntdValidatorRule[] } {
  const rules: Record<string, AntdValidatorRule[]> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    rules[key] = [toAntdRule(field as z.ZodType)];
  }
  return rules as { [K in keyof S['shape']]: AntdValidatorRule[] };
}
