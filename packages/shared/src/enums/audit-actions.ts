/**
 * The audit log's action keys in Chinese words (issue #23): one table for the console's audit
 * screen and its exports and for the member's data export. Keys are `admin.<object>.<verb>`
 * for console requests, `operator.<command>` for the command line, plain words for members.
 */

/** Whole keys that read best as one phrase. */
const EXACT: Readonly<Record<string, string>> = {
  register: '注册账号',
  login: '登录',
  logout: '退出登录',
  'password.change': '修改密码',
  'password.reset': '找回密码',
  'account.delete': '注销账号',
  'account.phone': '更换手机号',
  'certification.submit': '提交实名认证',
  'level.buy': '购买会员服务',
  'payment.slip': '提交转账凭证',
  'admin.login': '登录运营后台',
  'admin.logout': '退出运营后台',
  'admin.me': '查看本人信息',
  'admin.password.change': '修改运营账号密码',
  'admin.dashboard': '查看工作台',
  'admin.dashboard.submissions': '查看工作台提交量',
  'admin.audit.search': '查询审计日志',
  'admin.audit.export': '导出审计日志',
  'admin.content.upload': '上传内容图片',
  'admin.member.freeze': '冻结/解冻会员',
  'admin.member.resetPassword': '重置会员密码',
  'admin.operator.resetPassword': '重置运营账号密码',
  'admin.unknown': '未知操作',
  'admin.voucher.file': '运营后台：查看创新券附件',
};

/** What a console request acts on. */
const OBJECTS: Readonly<Record<string, string>> = {
  certification: '实名认证',
  need: '技术需求',
  payment: '转账凭证',
  application: '申请',
  auction: '竞价项目',
  evaluationRequest: '评价申请',
  feedback: '意见反馈',
  financing: '融资需求',
  member: '会员',
  operator: '运营账号',
  participation: '悬赏参与',
  question: '互动问题',
  registration: '交易登记',
  signup: '活动报名',
  'signup.activities': '活动报名（按活动）',
  undertaking: '需求揭榜',
  text: '平台文案',
  'site.settings': '站点设置',
  'content.news': '新闻资讯',
  'content.views': '观点',
  'content.policies': '政策',
  'content.activities': '活动',
  'content.cases': '成功案例',
  'content.disclosures': '信息公开',
  'content.help': '帮助中心文章',
  'content.downloads': '表格下载',
  'site.ads': '广告',
  'site.hotWords': '热门搜索词',
  'site.friendlyLinks': '友情链接',
  'site.navItems': '导航菜单',
  'site.quickMenus': '快捷菜单',
  'site.statTiles': '统计数字',
  'site.actionCategories': '活动分类',
  'site.helpCategories': '帮助分类',
  contact: '意向洽谈',
  'voucher.batch': '创新券批次',
  'voucher.claim': '创新券申领',
  'voucher.order': '创新券订单',
  'voucher.redemption': '创新券兑换',
  'voucher.file': '创新券附件',
  'org.application': '机构入驻申请',
  'org.outcome': '机构科技成果',
  'org.product': '机构服务产品',
  'org.change': '机构信息变更',
  match: '智能匹配',
};

/** What was done to it. */
const VERBS: Readonly<Record<string, string>> = {
  list: '查看列表',
  export: '导出',
  view: '查看',
  file: '查看材料',
  decide: '审核决定',
  move: '变更状态',
  create: '新建',
  update: '修改',
  delete: '删除',
  publish: '发布/撤回',
  answer: '答复',
  visibility: '设置公开范围',
  handle: '处理',
  detail: '查看详情',
  settle: '兑付',
  confirm: '确认',
  deliver: '交付',
  cancel: '取消',
  upload: '上传',
  reply: '回复',
  close: '关闭',
  cover: '查看封面',
  logo: '查看标志',
  feedback: '查看反馈',
};

/** The Chinese words for an audit action; an unknown key is shown as it is. */
export function auditActionLabel(action: string): string {
  const exact = EXACT[action];
  if (exact) return exact;
  const inConsole = action.startsWith('admin.');
  const cli = action.startsWith('operator.');
  const rest = inConsole ? action.slice(6) : action;
  if (cli) return `命令行：${action.slice(9)}`;
  const cut = rest.lastIndexOf('.');
  const object = cut > 0 ? OBJECTS[rest.slice(0, cut)] : OBJECTS[rest];
  const verb = cut > 0 ? VERBS[rest.slice(cut + 1)] : undefined;
  const words = object && verb ? `${object}·${verb}` : object;
  if (!words) return action;
  return inConsole ? `运营后台：${words}` : words;
}

/** Audit outcomes. */
export const AUDIT_OUTCOMES = { success: '成功', failure: '失败' } as const;
