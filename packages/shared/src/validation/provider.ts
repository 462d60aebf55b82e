/** Messages of the service hall's providers and talents (added: the spec leaves them open). */
export const ProviderMessages = {
  providerNotFound: '该机构不存在或已下架',
  talentNotFound: '该人才不存在或已下架',
  authTypeInvalid: '机构类型不正确',
  talentTypeInvalid: '人才类型不正确',
  sortInvalid: '排序方式不正确',
  orgIdInvalid: '所属机构不正确',
} as const;
