/**
 * Every user-facing Chinese message of spec §5 and §8, character for character, plus the ones
 * we added for rules the spec leaves open (marked "added").
 */
export const Messages = {
  // Certification required (added, issue 26): names the page where it is done.
  certificationRequired: (action: string) =>
    `${action}需先完成实名认证，请前往“实名认证”页面（/Auth）提交认证资料`,
  certificationPending: (action: string) =>
    `${action}需先完成实名认证，您的认证资料正在审核中（查看进度：/Auth）`,

  regionInvalid: '请选择正确的所在地区',

  // Phone, captcha, password (spec §5)
  phoneInvalid: '请输入正确手机号',
  phoneInvalidLong: '请输入正确的手机号',
  phoneRequired: '请输入手机号',
  contactPhoneRequired: '请输入联系电话',
  captchaRequired: '请输入验证码',
  passwordRule: '包含大小写字母，数字及特殊字符(!~!@#$%^&*.),长度4 - 20位',
  passwordRequired: '请输入密码',
  newPasswordRequired: '请输入新密码',
  oldPasswordRequired: '旧密码不能为空',

  // Register (spec §5)
  usernameRequired: '请输入账号',
  termsRequired: '请阅读用户协议及平台须知',
  formInvalid: '请检查填写信息',

  // Tech need (spec §5)
  goodsNameRequired: '请输入需求名称',
  needTypeRequired: '请选择需求类别',
  giveTypeRequired: '请选择转让方式',
  deadlineTimeRequired: '请选择截止时间',

  // Loan and financing need (field names in spec §3/§5; messages chosen to match the others)
  companyNameRequired: '请输入企业名称',
  applyMoneyRequired: '请输入申请金额',
  guarantyTypeRequired: '请选择担保方式',
  linkmanRequired: '请输入联系人',
  stockPercentInvalid: '请输入正确的出让股权比例',

  // Finance demand form (spec §5)
  unitNameRequired: '请输入单位名称',
  legalPersonRequired: '请输入法人代表',
  companyPropertyRequired: '请选择单位性质',
  companyAddressRequired: '请输入公司注册地址',
  mainBusinessRequired: '请输入公司主营业务',
  joinReasonRequired: '请输入公司需求描述',
  businessLocationRequired: '请输入经营住所',
  confirmSubmit: '请确认提交信息',
  confirmTitle: '提示',
  confirmOk: '确定',
  confirmCancel: '取消',

  // Spec §8
  captchaSent: '验证码已发送',
  submitSuccess: '提交成功',
  loginSuccess: '登录成功',
  operationSuccess: '操作成功',
  passwordChanged: '修改成功,请重新登录',
  collectSuccess: '收藏成功',
  collectCancelled: '取消收藏成功',
  followSuccess: '关注成功',
  followCancelled: '取消关注成功',
  verifySuccess: '验证成功',
  verifyFailed: '验证失败',
  passwordExpired: '您已超过30天未修改密码，请更换密码',
  passwordResetByAdmin: '平台管理员已重置您的密码，请先设置新密码',
  customerServiceFailed: '客服窗口加载失败,请稍后重试',
  featureInProgress: '功能正在完善中',
  loginRequired: '请登录',
  /** Logged to the console only (spec §8), never shown. */
  idMissing: 'id获取失败',
  /** Shown when a failed envelope carries no msg (spec §8). */
  errorFallback: 'Error',

  // Added: rules the spec leaves open
  usernameRule: '账号由2-30位字母、数字、下划线或汉字组成',
  captchaFormat: '验证码为6位数字',
  captchaTypeInvalid: '验证码类型不正确',
  loginTypeInvalid: '登录方式不正确',
  slideTicketRequired: '请先完成滑块验证',
  passwordDigestInvalid: '密码格式不正确',
  passwordSameAsOld: '新密码不能与旧密码相同',
  accountTypeRequired: '请选择账号类型',
  authTypeRequired: '请选择认证类型',
  realNameRequired: '请输入认证名称',
  certNoRequired: '请输入证件号码',
  certNoInvalid: '证件号码格式不正确',
  materialsRequired: '请上传认证材料',
  materialsTooMany: '认证材料最多上传10个',
  tagIdsInvalid: '请选择正确的需求标签',
  actionIdRequired: '请选择报名活动',
  signCategoryInvalid: '报名类别不正确',
  dateInvalid: '日期格式应为yyyy-MM-dd',
  moneyInvalid: '请输入正确的金额',
  textareaTooLong: '最多输入300个字符',
  joinReasonTooLong: '最多输入30个字符',
  deadlineTimePast: '截止时间不能早于今天',
  pageNumInvalid: '页码应为正整数',
  pageSizeInvalid: '每页条数应为1-100之间的整数',
  sizeInvalid: (max: number) => `数量应为1-${max}之间的整数`,
  flagInvalid: '参数应为true或false',
  idInvalid: '编号不正确',
  keywordTooLong: '关键词不能超过50个字符',
  adPositionInvalid: '广告位置不正确',
  needTagTypeInvalid: '标签类型不正确',
  serviceTypeInvalid: '服务类型不正确',
  actionCatInvalid: '活动分类不正确',
  actionStatusInvalid: '活动状态不正确',
  actionNotFound: '活动不存在',
  actionNotOpen: '该活动当前不可报名',
  actionSignedUp: '您已报名该活动，请勿重复报名',
  actionFull: '该活动报名人数已满',
  dateRangeInvalid: '开始日期不能晚于结束日期',
  financeKindInvalid: '申请类型不正确',
  tooLong: (max: number) => `不能超过${max}个字符`,
  unknownFields: (keys: readonly string[]) => `不支持的字段：${keys.join('、')}`,
} as const;
