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

export interface AdminEvaluationRequestRow {
  id: number;
  username: string;
  outcomeName: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  purpose: string;
  /** EVALUATION_REQUEST_STATUSES */
  status: number;
  reason: string | null;
  createdAt: string | null;
}

export interface AdminQuestionRow {
  id: number;
  username: string;
  title: string;
  /** QUESTION_CATEGORIES */
  category: number;
  content: string;
  /** QUESTION_STATUSES */
  status: number;
  answer: string | null;
  answerDept: string | null;
  answeredAt: string | null;
  createdAt: string | null;
}

export interface AdminFeedbackRow {
  id: number;
  username: string | null;
  /** FEEDBACK_TYPES */
  type: number;
  content: string;
  contact: string | null;
  /** FEEDBACK_STATUSES */
  status: number;
  handleNote: string | null;
  createdAt: string | null;
}

export interface AdminUndertakingRow {
  id: number;
  needId: number;
  goodsName: string;
  username: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  content: string;
  /** UNDERTAKE_STATUSES */
  status: number;
  /** Why it was refused (3); null otherwise. */
  reason: string | null;
  createdAt: string | null;
}

export interface AdminParticipationRow {
  id: number;
  rewardId: number;
  rewardName: string;
  username: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  plan: string;
  score: number | null;
  /** PARTICIPATION_STATUSES */
  status: number;
  /** Why it was refused (3); null otherwise. */
  reason: string | null;
  createdAt: string | null;
}

export interface AdminAuctionRow {
  id: number;
  title: string;
  /** AUCTION_STATUSES, derived from the stored state and the clock. */
  status: number;
  startAt: string | null;
  endAt: string | null;
  currentPrice: number;
  bidCount: number;
}

export interface AdminSignupActivity {
  id: number;
  actionName: string;
  signCount: number;
  startAt: string | null;
}

export interface AdminSignupRow {
  id: number;
  actionId: number;
  actionName: string;
  username: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  createdAt: string | null;
}
