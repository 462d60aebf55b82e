/** Registration account types (spec §4): 5 university individual, 2 enterprise, 3 individual. */
export const REGISTER_ACCOUNT_TYPES = { 5: '高校个人', 2: '企业', 3: '个人' } as const;

export type RegisterAccountTypeValue = keyof typeof REGISTER_ACCOUNT_TYPES;

/** Object keys iterate in numeric order, so the display order is kept here. */
export const REGISTER_ACCOUNT_TYPE_ORDER = [
  5, 2, 3,
] as const satisfies readonly RegisterAccountTypeValue[];
