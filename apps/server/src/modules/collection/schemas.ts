import {
  CollectionMessages as C,
  intEnumField,
  pagingShape,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

/** Request and response schemas of data collection and questionnaires. */

const formType = intEnumField([1, 2, 3], C.formTypeInvalid);

/** A JSON string (URL-encoded posts) or the value itself. */
function jsonOrValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const formQuery = strictRequest({ type: formType });
export const mineQuery = strictRequest({
  type: formType,
  periodId: positiveIntField(C.periodRequired),
});
export const saveBody = optionalBody(
  strictRequest({
    type: formType,
    periodId: positiveIntField(C.periodRequired),
    // Checked against the form's own fields in the service.
    values: z.preprocess(
      jsonOrValue,
      z.record(z.string(), z.unknown(), { error: C.valuesInvalid }),
    ),
  }),
);

export const questionnairePageQuery = strictRequest({ ...pagingShape });
const browserToken = z
  .string({ error: C.browserTokenMissing })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, C.browserTokenMissing)
  .optional();
export const questionnaireDetailQuery = strictRequest({
  id: positiveIntField(C.questionnaireNotFound),
  browserToken,
});
export const answerBody = optionalBody(
  strictRequest({
    id: positiveIntField(C.questionnaireNotFound),
    browserToken,
    answers: z.preprocess(
      jsonOrValue,
      z.array(
        z.object({
          questionId: positiveIntField(C.answersInvalid),
          options: z.array(z.unknown()).optional(),
          text: z.string({ error: C.answersInvalid }).optional(),
        }),
        { error: C.answersInvalid },
      ),
    ),
  }),
);
