import {
  FEEDBACK_STATUSES,
  Messages,
  numericKeys,
  positiveIntField,
  strictRequest,
} from '@portal/shared';

/** Requests of the interaction section that have no client type (the lists': api/interaction.ts). */

export const questionDetailQuery = strictRequest({ id: positiveIntField(Messages.idInvalid) });

export const feedbackStatusValues = numericKeys(FEEDBACK_STATUSES);
