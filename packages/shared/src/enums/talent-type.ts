/** Talent entry types (spec §9). */
export const TALENT_TYPES = { 1: '专家', 2: '科技特派员', 3: '技术经理人' } as const;

export type TalentType = keyof typeof TALENT_TYPES;
