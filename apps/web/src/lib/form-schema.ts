import type { FormInstance } from 'antd';

/** The part of a zod schema this helper needs (keeps zod out of the web app's imports). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Checks the whole form with its shared schema (cross-field rules such as "new password differs
 * from the old one" live there) and puts each issue on its field. Returns the parsed values.
 */
export function parseForm<T>(form: FormInstance, schema: SafeParser<T>, values: unknown): T | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !byField.has(name)) byField.set(name, issue.message);
  }
  form.setFields([...byField].map(([name, error]) => ({ name, errors: [error] })));
  return null;
}
