/** Messages of the service products and rules (added: the spec leaves them open). */
export const ServiceMessages = {
  productNotFound: '该服务不存在或已下架',
  ruleNotFound: '该规则不存在或已撤回',
  typeInvalid: '服务类型不正确',
  catInvalid: '服务分类不正确',
  orgInvalid: '服务机构不正确',
  catKeywordRequired: '请输入分类名称',
  sortInvalid: '排序方式不正确',
  negotiable: '面议',
} as const;
