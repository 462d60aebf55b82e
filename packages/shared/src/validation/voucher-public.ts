/** Messages of the voucher sub-site's public read side (chosen). */
export const VoucherPublicMessages = {
  orgNotFound: '该服务机构不存在或已下架',
  noticeNotFound: '该公告不存在或已撤回',
  orgTypeInvalid: '机构类型不正确',
} as const;
