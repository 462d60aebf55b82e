/** Order / registration statuses (spec §4). */
export const ORDER_STATUSES = {
  0: '待支付',
  1: '未登记/已支付',
  2: '已登记/待审核',
  3: '支付失败',
  4: '已受理',
  5: '已驳回',
  6: '待选择',
  7: '已选中',
  8: '未选中',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUSES;
