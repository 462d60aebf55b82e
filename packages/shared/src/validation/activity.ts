import { z } from 'zod';
import { contactRequestShape, Messages, positiveIntField } from './common.ts';

/** Activity sign-up (spec §5), validated on blur; all fields required. */
export const activitySignUpSchema = z.object({
  actionId: positiveIntField(Messages.actionIdRequired),
  ...contactRequestShape,
});

export type ActivitySignUpValues = z.output<typeof activitySignUpSchema>;
