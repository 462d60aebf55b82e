/** Question types (spec §9). */
export const QUESTION_TYPES = { 1: '单选', 2: '多选', 3: '填空' } as const;

export type QuestionType = keyof typeof QUESTION_TYPES;
