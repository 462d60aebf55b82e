import { describe, expect, it } from 'vitest';
import {
  AD_POSITIONS,
  APPLICANT_TYPES,
  AUCTION_STATUSES,
  AUTH_TYPE_MATERIALS,
  AUTH_TYPE_VALUES,
  AUTH_TYPES,
  BID_STATUSES,
  CAPTCHA_PURPOSES,
  DEFAULT_SEARCH_TYPE,
  labelOf,
  needStateLabel,
  ORDER_STATUSES,
  POLICY_APPLY_STATUSES,
  QUESTION_TYPES,
  REGISTER_ACCOUNT_TYPE_ORDER,
  REGISTER_ACCOUNT_TYPES,
  SEARCH_CAT_TYPES,
  SEARCH_TYPES,
  TALENT_TYPES,
  TRANSFER_STEPS,
  VERIFY_STATUSES,
} from '../src/enums/index.ts';

describe('status tables', () => {
  it.each([
    ['TRANSFER_STEPS', TRANSFER_STEPS, { 0: '风险提示', 1: '选择登记方式', 3: '重新选择机构' }],
    ['APPLICANT_TYPES', APPLICANT_TYPES, { 1: '高校', 2: '企业', 3: '自然人' }],
    [
      'ORDER_STATUSES',
      ORDER_STATUSES,
      {
        0: '待支付',
        1: '未登记/已支付',
        2: '已登记/待审核',
        3: '支付失败',
        4: '已受理',
        5: '已驳回',
        6: '待选择',
        7: '已选中',
        8: '未选中',
      },
    ],
    [
      'BID_STATUSES',
      BID_STATUSES,
      { 0: '待审核', 1: '竞价中', 2: '审核未通过', 3: '已中标', 4: '未中标', 5: '已流拍' },
    ],
    [
      'AUCTION_STATUSES',
      AUCTION_STATUSES,
      { 0: '未上架', 1: '即将开始', 2: '进行中', 3: '已结束', 4: '已评价', 5: '已中止' },
    ],
    ['VERIFY_STATUSES', VERIFY_STATUSES, { 0: '未认证', 1: '认证中', 2: '已认证', 3: '认证失败' }],
    ['POLICY_APPLY_STATUSES', POLICY_APPLY_STATUSES, { 0: '未开始', 1: '申报中', 2: '已结束' }],
    ['REGISTER_ACCOUNT_TYPES', REGISTER_ACCOUNT_TYPES, { 5: '高校个人', 2: '企业', 3: '个人' }],
    [
      'AUTH_TYPES',
      AUTH_TYPES,
      {
        1: '个人',
        2: '企业',
        3: '高校',
        4: '科研院所',
        5: '技术经理人',
        7: '会员单位',
        9: '科技特派员',
      },
    ],
    ['TALENT_TYPES', TALENT_TYPES, { 1: '专家', 2: '科技特派员', 3: '技术经理人' }],
    ['QUESTION_TYPES', QUESTION_TYPES, { 1: '单选', 2: '多选', 3: '填空' }],
    [
      'SEARCH_TYPES',
      SEARCH_TYPES,
      {
        1: '项目成果',
        2: '技术需求',
        3: '技术悬赏',
        4: '成交公告',
        5: '竞价',
        6: '活动中心',
        7: '政策概览',
        8: '新闻',
        9: '机构规则',
        10: '观点洞察',
      },
    ],
    [
      'SEARCH_CAT_TYPES',
      SEARCH_CAT_TYPES,
      {
        1: '成果',
        2: '服务',
        3: '金融产品',
        4: '需求',
        // Added in the spec's gap: the service hall's providers and talents.
        5: '服务机构',
        6: '科技人才',
        8: '科研数据库',
        9: '生物样本数据',
        10: '科研基地',
        11: '仪器设备',
      },
    ],
    [
      'CAPTCHA_PURPOSES',
      CAPTCHA_PURPOSES,
      { 1: '登录', 2: '注册', 3: '找回密码', 4: '金融申请', 5: '更换手机号', 6: '注销账号' },
    ],
    ['AD_POSITIONS', AD_POSITIONS, { 1: '横幅', 20: '浮动广告', 21: '首页横幅', 22: '创新券轮播' }],
  ])('%s holds exactly the spec labels', (_name, table, expected) => {
    expect(table).toEqual(expected);
  });

  it('search defaults to 项目成果', () => {
    expect(DEFAULT_SEARCH_TYPE).toBe(1);
    expect(SEARCH_TYPES[DEFAULT_SEARCH_TYPE]).toBe('项目成果');
  });

  it('registration account types display in the order 5, 2, 3', () => {
    expect(REGISTER_ACCOUNT_TYPE_ORDER).toEqual([5, 2, 3]);
    expect(REGISTER_ACCOUNT_TYPE_ORDER.map((type) => REGISTER_ACCOUNT_TYPES[type])).toEqual([
      '高校个人',
      '企业',
      '个人',
    ]);
  });
});

describe('auth types', () => {
  it('AUTH_TYPE_VALUES lists every key of AUTH_TYPES', () => {
    expect(AUTH_TYPE_VALUES.map(String)).toEqual(Object.keys(AUTH_TYPES));
  });

  it('every auth type has materials and labels', () => {
    for (const type of AUTH_TYPE_VALUES) {
      const requirement = AUTH_TYPE_MATERIALS[type];
      expect(requirement.materials.length).toBeGreaterThan(0);
      expect(['统一社会信用代码', '身份证号码']).toContain(requirement.certNoLabel);
    }
  });

  it.each([
    [1, '身份证号码', ['身份证人像面', '身份证国徽面']],
    [2, '统一社会信用代码', ['营业执照']],
    [3, '统一社会信用代码', ['事业单位法人证书', '授权委托书']],
    [4, '统一社会信用代码', ['事业单位法人证书', '授权委托书']],
    [5, '身份证号码', ['身份证人像面', '技术经理人证书']],
    [7, '统一社会信用代码', ['营业执照', '入会申请表']],
    [9, '身份证号码', ['身份证人像面', '科技特派员聘书']],
  ] as const)('type %i uses %s and %j', (type, certNoLabel, materials) => {
    expect(AUTH_TYPE_MATERIALS[type].certNoLabel).toBe(certNoLabel);
    expect(AUTH_TYPE_MATERIALS[type].materials).toEqual(materials);
  });
});

describe('labelOf', () => {
  it('finds labels by number or numeric string', () => {
    expect(labelOf(VERIFY_STATUSES, 2)).toBe('已认证');
    expect(labelOf(VERIFY_STATUSES, '3')).toBe('认证失败');
    expect(labelOf(TRANSFER_STEPS, 0)).toBe('风险提示');
  });

  it('falls back for missing and unknown values', () => {
    expect(labelOf(TRANSFER_STEPS, 2)).toBe('—');
    expect(labelOf(VERIFY_STATUSES, null)).toBe('—');
    expect(labelOf(VERIFY_STATUSES, undefined)).toBe('—');
    expect(labelOf(VERIFY_STATUSES, 9, '未知')).toBe('未知');
  });

  it('does not read inherited properties', () => {
    expect(labelOf(VERIFY_STATUSES, 'toString')).toBe('—');
    expect(labelOf(VERIFY_STATUSES, '__proto__')).toBe('—');
  });
});

describe('needStateLabel', () => {
  it('shows the review state until published, then 征集中 or 已截止', () => {
    expect(needStateLabel({ status: 0, isOpen: false })).toBe('待审核');
    expect(needStateLabel({ status: 2, isOpen: false })).toBe('审核未通过');
    expect(needStateLabel({ status: 3, isOpen: false })).toBe('已下架');
    expect(needStateLabel({ status: 1, isOpen: true })).toBe('征集中');
    expect(needStateLabel({ status: 1, isOpen: false })).toBe('已截止');
  });
});
