import { z } from 'zod';
import { contactRowShape, queueRowShape } from './row-shapes.ts';

/**
 * Review queues of the operator console, part B (issue #14): evaluation requests, public
 * questions and feedback, need undertakings, bounty entries, auctions and activity sign-ups.
 * Reading: review + audit roles; deciding: review only.
 */
export const AdminQueuePaths = {
  evaluationRequests: '/admin/evaluation-requests',
  evaluationRequestMove: (id: number | string) => `/admin/evaluation-requests/${id}/move`,
  questions: '/admin/questions',
  /** Append the question id. */
  question: '/admin/questions/',
  questionAnswer: (id: number | string) => `/admin/questions/${id}/answer`,
  questionVisibility: (id: number | string) => `/admin/questions/${id}/visibility`,
  feedbacks: '/admin/feedbacks',
  feedbackHandle: (id: number | string) => `/admin/feedbacks/${id}/handle`,
  undertakings: '/admin/undertakings',
  undertakingMove: (id: number | string) => `/admin/undertakings/${id}/move`,
  participations: '/admin/participations',
  participationMove: (id: number | string) => `/admin/participations/${id}/move`,
  auctions: '/admin/auctions',
  auctionMove: (id: number | string) => `/admin/auctions/${id}/move`,
  signupActivities: '/admin/signup-activities',
  signups: '/admin/signups',
  signupsExport: '/admin/signups/export',
} as const;

export const adminEvaluationRequestRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  outcomeName: z.string(),
  ...contactRowShape,
  purpose: z.string(),
  /** status: EVALUATION_REQUEST_STATUSES. */
  ...queueRowShape,
});
export type AdminEvaluationRequestRow = z.infer<typeof adminEvaluationRequestRowSchema>;

export const adminQuestionRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  title: z.string(),
  /** QUESTION_CATEGORIES */
  category: z.number(),
  content: z.string(),
  /** QUESTION_STATUSES */
  status: z.number(),
  answer: z.string().nullable(),
  answerDept: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type AdminQuestionRow = z.infer<typeof adminQuestionRowSchema>;

export const adminFeedbackRowSchema = z.object({
  id: z.number(),
  username: z.string().nullable(),
  /** FEEDBACK_TYPES */
  type: z.number(),
  content: z.string(),
  contact: z.string().nullable(),
  /** FEEDBACK_STATUSES */
  status: z.number(),
  handleNote: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;

export const adminUndertakingRowSchema = z.object({
  id: z.number(),
  needId: z.number(),
  goodsName: z.string(),
  username: z.string(),
  ...contactRowShape,
  content: z.string(),
  /** status: UNDERTAKE_STATUSES; reason: why it was refused (3); null otherwise. */
  ...queueRowShape,
});
export type AdminUndertakingRow = z.infer<typeof adminUndertakingRowSchema>;

export const adminParticipationRowSchema = z.object({
  id: z.number(),
  rewardId: z.number(),
  rewardName: z.string(),
  username: z.string(),
  ...contactRowShape,
  plan: z.string(),
  score: z.number().nullable(),
  /** status: PARTICIPATION_STATUSES; reason: why it was refused (3); null otherwise. */
  ...queueRowShape,
});
export type AdminParticipationRow = z.infer<typeof adminParticipationRowSchema>;

export const adminAuctionRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** AUCTION_STATUSES, derived from the stored state and the clock. */
  status: z.number(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  currentPrice: z.number(),
  bidCount: z.number(),
});
export type AdminAuctionRow = z.infer<typeof adminAuctionRowSchema>;

export const adminSignupActivitySchema = z.object({
  id: z.number(),
  actionName: z.string(),
  signCount: z.number(),
  startAt: z.string().nullable(),
});
export type AdminSignupActivity = z.infer<typeof adminSignupActivitySchema>;

export const adminSignupRowSchema = z.object({
  id: z.number(),
  actionId: z.number(),
  actionName: z.string(),
  username: z.string(),
  ...contactRowShape,
  createdAt: z.string().nullable(),
});
export type AdminSignupRow = z.infer<typeof adminSignupRowSchema>;
