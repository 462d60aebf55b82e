import { z } from 'zod';
import { Messages, phoneField, positiveIntField, requiredText } from './common.ts';

/** Activity sign-up (spec §5), validated on blur; all fields required. */
export const activitySignUpSchema = z.object({
  actionId: positiveIntField(Messages.actionIdRequired),
  companyName: requiredText(Messages.companyNameRequired),
  linkman: requiredText(Messages.linkmanRequired),
  linkphone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
});

export type ActivitySignUpValues = z.output<typeof activitySignUpSchema>;
