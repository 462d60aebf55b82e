import { z } from 'zod';
import { PRICE_UNITS } from '../enums/merchant.ts';
import { PROVIDER_AUTH_TYPE_VALUES } from '../enums/provider-type.ts';
import { idArrayField, intEnumField, optionalText, phoneField, requiredText } from './common.ts';
import { CREDIT_CODE_INVALID, isValidCreditCode } from './credit-code.ts';

/** Messages of the provider workspace /merchant (issue #25; the spec leaves them open). */
export const MerchantMessages = {
  authTypeRequired: '请选择机构类型',
  orgNameRequired: '请输入机构名称',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: CREDIT_CODE_INVALID,
  licenceRequired: '请上传营业执照或法人证书',
  fileInvalid: '上传的文件不存在',
  contactRequired: '请输入联系人',
  telephoneRequired: '请输入联系电话',
  telephoneInvalid: '请输入正确的手机号码',
  regionRequired: '请选择所在地区',
  regionInvalid: '所在地区不正确',
  fieldsRequired: '请选择至少一个技术领域',
  fieldsInvalid: '技术领域不正确',
  introRequired: '请输入机构简介',
  introTooLong: '机构简介不能超过2000字',
  applicationPending: '您已有一份待审核的入驻申请，请等待审核结果',
  creditCodePending: '该统一社会信用代码已有待审核的入驻申请',
  creditCodeJoined: '该统一社会信用代码的机构已入驻，请联系机构负责人邀请您加入',
  alreadyMember: '您已是入驻机构的成员，无需再次申请',
  applicationNotFound: '入驻申请不存在',
  applicationDecided: (status: string) => `该入驻申请${status}，不能再次审核`,
  reasonRequired: '请填写驳回原因',
  withdrawRefused: '只有待审核的入驻申请可以撤回',
  notOrgMember: '您还不是入驻机构的成员，请先申请入驻',
  ownerOnly: '只有机构负责人可以执行此操作',
  inviteeNotFound: '该手机号尚未注册平台账号，请对方先注册',
  inviteeTaken: '该账号已是入驻机构的成员',
  staffNotFound: '该成员不存在',
  ownerCannotLeave: '机构负责人不能被移除',
  goodsNameRequired: '请输入成果名称',
  fieldRequired: '请选择技术领域',
  maturityRequired: '请选择成熟度',
  cooperationRequired: '请选择转化方式',
  priceInvalid: '价格应为0到100000000之间的数字，0表示面议',
  summaryRequired: '请输入成果简介',
  linkmanRequired: '请输入联系人',
  patentInvalid: '专利信息不完整：请填写专利号和名称',
  outcomeNotFound: '成果不存在',
  outcomeDecided: (status: string) => `该成果${status}，不能进行此操作`,
  outcomeWithdrawRefused: '只有待审核的成果可以撤回',
  outcomeOpenRevision: '该成果已有未完成的修改，请在原修改上继续',
  serviceNameRequired: '请输入服务名称',
  categoryRequired: '请选择服务分类',
  categoryInvalid: '服务分类不正确，请选择二级分类',
  productPriceInvalid: '价格应为0到10000000之间的整数（元），0表示面议',
  priceUnitRequired: '请选择计价单位',
  deliveryRequired: '请填写服务周期与交付内容',
  productSummaryRequired: '请输入服务简介',
  coverInvalid: '封面请上传jpg、png、gif或webp图片',
  coverRequired: '请上传服务封面图片后再提交审核',
  productNotFound: '服务产品不存在',
  productDecided: (status: string) => `该服务产品${status}，不能进行此操作`,
  productWithdrawRefused: '只有待审核的服务产品可以撤回',
  productOpenRevision: '该服务产品已有未完成的修改，请在原修改上继续',
  orgChangeNothing: '机构名称、信用代码、类型、地区和logo都没有变化，无需提交',
  orgChangePending: '已有一份待审核的机构信息变更，请等待审核结果或先撤回',
  orgChangeNotFound: '机构信息变更不存在',
  orgChangeDecided: (status: string) => `该机构信息变更${status}，不能进行此操作`,
  orgChangeWithdrawRefused: '只有待审核的机构信息变更可以撤回',
  creditCodeTaken: '该统一社会信用代码已属于另一家入驻机构',
  logoInvalid: '机构logo请上传图片',
} as const;

const M = MerchantMessages;

/** The 入驻 application a member submits (POST /merchant/onboarding). */
export const orgApplicationSchema = z.object({
  authType: intEnumField(PROVIDER_AUTH_TYPE_VALUES, M.authTypeRequired),
  orgName: requiredText(M.orgNameRequired, 50),
  creditCode: z
    .string({ error: M.creditCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: M.creditCodeRequired, abort: true })
    .refine(isValidCreditCode, M.creditCodeInvalid),
  licenceFileId: z.coerce.number({ error: M.licenceRequired }).int().positive(M.licenceRequired),
  qualificationFileIds: idArrayField(M.fileInvalid).default([]),
  logoFileId: z.coerce.number().int().positive(M.fileInvalid).optional(),
  contact: requiredText(M.contactRequired, 20),
  telephone: phoneField(M.telephoneRequired, M.telephoneInvalid),
  regionCode: requiredText(M.regionRequired, 12).regex(/^\d{6}$/, M.regionInvalid),
  techFieldIds: idArrayField(M.fieldsInvalid).refine((ids) => ids.length > 0, M.fieldsRequired),
  address: optionalText(100),
  intro: requiredText(M.introRequired, 2000, M.introTooLong),
});

export type OrgApplicationValues = z.output<typeof orgApplicationSchema>;

/** The owner invites a registered member by phone (POST /merchant/staff/invite). */
export const staffInviteSchema = z.object({
  telephone: phoneField(M.telephoneRequired, M.telephoneInvalid),
});

/** One patent of an outcome. */
export const patentSchema = z.object({
  no: requiredText(M.patentInvalid, 30),
  name: requiredText(M.patentInvalid, 100),
});

/**
 * An outcome as its organisation writes it (POST /merchant/outcomes/save): the fields the
 * outcome detail shows. `id` names the draft being edited; `outcomeId` the published outcome
 * this is an edit of.
 */
export const outcomeRevisionSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  outcomeId: z.coerce.number().int().positive().optional(),
  goodsName: requiredText(M.goodsNameRequired, 50),
  techFieldId: z.coerce.number({ error: M.fieldRequired }).int().positive(M.fieldRequired),
  regionCode: requiredText(M.regionRequired, 12).regex(/^\d{6}$/, M.regionInvalid),
  maturity: z.coerce.number({ error: M.maturityRequired }).int().positive(M.maturityRequired),
  cooperationType: z.coerce
    .number({ error: M.cooperationRequired })
    .int()
    .positive(M.cooperationRequired),
  price: z.coerce.number({ error: M.priceInvalid }).min(0, M.priceInvalid).max(1e8, M.priceInvalid),
  keywords: optionalText(50),
  summary: requiredText(M.summaryRequired, 300),
  detail: optionalText(5000),
  linkman: requiredText(M.linkmanRequired, 20),
  linkphone: phoneField(M.telephoneRequired, M.telephoneInvalid),
  patents: z.array(patentSchema).max(20).default([]),
  attachmentFileIds: idArrayField(M.fileInvalid).default([]),
  /** An image of the organisation's, public once the outcome is approved. */
  coverFileId: z.coerce.number().int().positive(M.coverInvalid).optional(),
});

export type OutcomeRevisionValues = z.output<typeof outcomeRevisionSchema>;

/**
 * A service product as its organisation writes it (POST /merchant/products/save): what the
 * service hall's product detail shows. The service type follows the category (a second-level
 * one); a price of 0 is 面议 and drops the unit.
 */
export const productRevisionSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  productId: z.coerce.number().int().positive().optional(),
  serviceName: requiredText(M.serviceNameRequired, 50),
  catId: z.coerce.number({ error: M.categoryRequired }).int().positive(M.categoryRequired),
  price: z.coerce
    .number({ error: M.productPriceInvalid })
    .int(M.productPriceInvalid)
    .min(0, M.productPriceInvalid)
    .max(1e7, M.productPriceInvalid),
  priceUnit: z.enum(PRICE_UNITS, { error: M.priceUnitRequired }).optional(),
  deliveryTerms: requiredText(M.deliveryRequired, 200),
  summary: requiredText(M.productSummaryRequired, 300),
  content: optionalText(5000),
  coverFileId: z.coerce.number().int().positive(M.coverInvalid).optional(),
});

/** A priced product names its unit; 面议 (0) has none. Checked by the server and the form. */
export const lacksPriceUnit = (v: { price: number; priceUnit?: string | undefined }) =>
  v.price > 0 && !v.priceUnit;

export type ProductRevisionValues = z.output<typeof productRevisionSchema>;

/**
 * What an owner changes at once (POST /merchant/profile/save): how to reach the organisation
 * and what it says of itself. Rules as in the 入驻 application.
 */
export const orgProfileSchema = z.object({
  contact: orgApplicationSchema.shape.contact,
  telephone: orgApplicationSchema.shape.telephone,
  address: orgApplicationSchema.shape.address,
  /** Absent: none (service agencies and incubators often work across fields). */
  techFieldId: z.coerce.number().int().positive(M.fieldsInvalid).optional(),
  intro: orgApplicationSchema.shape.intro,
});

export type OrgProfileValues = z.output<typeof orgProfileSchema>;

/**
 * What changes only after review (POST /merchant/profile/change): who the organisation is —
 * name, credit code, kind (its hall section), region — and its logo.
 */
export const orgChangeSchema = z.object({
  orgName: orgApplicationSchema.shape.orgName,
  creditCode: orgApplicationSchema.shape.creditCode,
  authType: orgApplicationSchema.shape.authType,
  regionCode: orgApplicationSchema.shape.regionCode,
  logoFileId: orgApplicationSchema.shape.logoFileId,
});

export type OrgChangeValues = z.output<typeof orgChangeSchema>;
