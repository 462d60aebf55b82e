/** Applicant types (spec §4). */
export const APPLICANT_TYPES = { 1: '高校', 2: '企业', 3: '自然人' } as const;

export type ApplicantType = keyof typeof APPLICANT_TYPES;
