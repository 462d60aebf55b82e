/** Transfer registration steps (spec §4). */
export const TRANSFER_STEPS = { 0: '风险提示', 1: '选择登记方式', 3: '重新选择机构' } as const;

export type TransferStep = keyof typeof TRANSFER_STEPS;
