/** Ad position types (spec §7). */
export const AD_POSITIONS = {
  1: '横幅',
  20: '浮动广告',
  21: '首页横幅',
  22: '创新券轮播',
} as const;

export type AdPosition = keyof typeof AD_POSITIONS;
