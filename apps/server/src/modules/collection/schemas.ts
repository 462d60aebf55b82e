import {
  CollectionMessages as C,
  type CollectionForm,
  type CollectionOverview,
  type CollectionSubmission,
  intEnumField,
  type MyQuestionnaireAnswer,
  pagingShape,
  positiveIntField,
  type QuestionnaireDetail,
  type QuestionnaireItem,
  type QuestionnaireResults,
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

const fieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'textarea', 'number', 'integer', 'select', 'date']),
  required: z.boolean(),
  max: z.number().optional(),
  min: z.number().optional(),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  group: z.string().optional(),
  hint: z.string().optional(),
});
const periodSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  fillStart: z.string(),
  fillEnd: z.string(),
  open: z.boolean(),
});
const formSummaryShape = {
  id: z.number(),
  type: z.number(),
  title: z.string(),
  intro: z.string(),
  fieldCount: z.number(),
};
const statusRowShape = {
  type: z.number(),
  periodId: z.number(),
  status: z.number(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
};

export const overviewSchema = z.object({
  forms: z.array(z.object(formSummaryShape)),
  periods: z.array(periodSchema),
  mine: z.array(z.object(statusRowShape)),
}) satisfies z.ZodType<CollectionOverview>;

export const formSchema = z.object({
  ...formSummaryShape,
  fields: z.array(fieldSchema),
  periods: z.array(periodSchema),
}) satisfies z.ZodType<CollectionForm>;

export const submissionSchema = z.object({
  ...statusRowShape,
  values: z.record(z.string(), z.union([z.string(), z.number()])),
}) satisfies z.ZodType<CollectionSubmission>;

const itemShape = {
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  anonymous: z.boolean(),
  questionCount: z.number(),
  responseCount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  open: z.boolean(),
};
export const questionnaireItemSchema = z.object(itemShape) satisfies z.ZodType<QuestionnaireItem>;

export const myQuestionnaireAnswerSchema = z.object({
  id: z.number(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  open: z.boolean(),
  answeredAt: z.string(),
}) satisfies z.ZodType<MyQuestionnaireAnswer>;

export const resultsSchema = z.object({
  responseCount: z.number(),
  questions: z.array(
    z.object({
      questionId: z.number(),
      type: z.number(),
      answerCount: z.number(),
      options: z.array(z.object({ label: z.string(), count: z.number(), percent: z.number() })),
    }),
  ),
}) satisfies z.ZodType<QuestionnaireResults>;

export const questionnaireDetailSchema = z.object({
  ...itemShape,
  questions: z.array(
    z.object({
      id: z.number(),
      type: z.number(),
      title: z.string(),
      required: z.boolean(),
      options: z.array(z.string()),
      maxLength: z.number(),
    }),
  ),
  answered: z.boolean(),
  results: resultsSchema.nullable(),
}) satisfies z.ZodType<QuestionnaireDetail>;
