/**
 * Certification types a member can apply for. 3, 4, 5, 7 and 9 are the provider types of the
 * service hall (spec §2); 1 and 2 are ordinary individual and enterprise members.
 */
export const AUTH_TYPES = {
  1: '个人',
  2: '企业',
  3: '高校',
  4: '科研院所',
  5: '技术经理人',
  7: '会员单位',
  9: '科技特派员',
} as const;

export type AuthType = keyof typeof AUTH_TYPES;

/** Keys of AUTH_TYPES as numbers, in display order. */
export const AUTH_TYPE_VALUES = [1, 2, 3, 4, 5, 7, 9] as const satisfies readonly AuthType[];

export interface AuthTypeRequirement {
  /** Label of the realName field. */
  nameLabel: string;
  /** Label of the certNo field. */
  certNoLabel: string;
  /** One upload slot per entry, in the order the materials array is sent. */
  materials: readonly string[];
}

const CREDIT_CODE = '统一社会信用代码';
const ID_NUMBER = '身份证号码';

export const AUTH_TYPE_MATERIALS: Readonly<Record<AuthType, AuthTypeRequirement>> = {
  1: { nameLabel: '真实姓名', certNoLabel: ID_NUMBER, materials: ['身份证人像面', '身份证国徽面'] },
  2: { nameLabel: '企业名称', certNoLabel: CREDIT_CODE, materials: ['营业执照'] },
  3: {
    nameLabel: '单位名称',
    certNoLabel: CREDIT_CODE,
    materials: ['事业单位法人证书', '授权委托书'],
  },
  4: {
    nameLabel: '单位名称',
    certNoLabel: CREDIT_CODE,
    materials: ['事业单位法人证书', '授权委托书'],
  },
  5: {
    nameLabel: '真实姓名',
    certNoLabel: ID_NUMBER,
    materials: ['身份证人像面', '技术经理人证书'],
  },
  7: { nameLabel: '单位名称', certNoLabel: CREDIT_CODE, materials: ['营业执照', '入会申请表'] },
  9: {
    nameLabel: '真实姓名',
    certNoLabel: ID_NUMBER,
    materials: ['身份证人像面', '科技特派员聘书'],
  },
};

/** Types certified with a unified social credit code (organisations), checked with its check character. */
export const CREDIT_CODE_AUTH_TYPES: readonly AuthType[] = AUTH_TYPE_VALUES.filter(
  (t) => AUTH_TYPE_MATERIALS[t].certNoLabel === CREDIT_CODE,
);
