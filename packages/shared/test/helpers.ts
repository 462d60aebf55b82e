import { expect } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from '../src/validation/index.ts';

/** The first issue message, or null when the value passes. */
export function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  expect(result.success ? null : result.error.issues).toBeNull();
  return result.data as z.output<T>;
}

export const repeat = (length: number, char = '字') => char.repeat(length);
