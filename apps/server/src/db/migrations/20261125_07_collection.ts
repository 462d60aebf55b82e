import { type Kysely, sql } from 'kysely';
import { index, timestamps, withId } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

const industry = [
  '电子信息',
  '生物医药',
  '新材料',
  '高端装备制造',
  '新能源',
  '节能环保',
  '现代农业',
  '其他',
];
const contact = [
  { key: 'linkman', label: '填报人', kind: 'text', required: true, max: 20 },
  { key: 'linkphone', label: '联系电话', kind: 'text', required: true, max: 20 },
];

/**
 * The three report forms of /InformationSubmission as they stood when collection started.
 * Later changes to a form are new rows or updates by an operator, never edits here.
 */
const FORMS = [
  {
    type: 1,
    title: '企业研发数据',
    intro: '填报企业当期研发投入、研发人员和知识产权情况，金额单位为万元，按期次填报一次。',
    fields: [
      {
        key: 'companyName',
        label: '企业名称',
        kind: 'text',
        required: true,
        max: 100,
        group: '基本信息',
      },
      { key: 'creditCode', label: '统一社会信用代码', kind: 'text', required: true, max: 18 },
      { key: 'industry', label: '所属行业', kind: 'select', required: true, options: industry },
      ...contact,
      {
        key: 'revenue',
        label: '营业收入',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 100000000,
        group: '研发投入',
      },
      {
        key: 'rdExpense',
        label: '研发经费支出',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 10000000,
      },
      {
        key: 'rdStaff',
        label: '研发人员数',
        kind: 'integer',
        required: true,
        unit: '人',
        max: 1000000,
      },
      {
        key: 'newProductSales',
        label: '新产品销售收入',
        kind: 'number',
        required: false,
        unit: '万元',
        max: 100000000,
      },
      {
        key: 'patentApplied',
        label: '专利申请数',
        kind: 'integer',
        required: true,
        unit: '项',
        max: 100000,
        group: '知识产权',
      },
      {
        key: 'patentGranted',
        label: '专利授权数',
        kind: 'integer',
        required: false,
        unit: '项',
        max: 100000,
      },
      { key: 'remark', label: '备注', kind: 'textarea', required: false, max: 300 },
    ],
  },
  {
    type: 2,
    title: '高校院所成果转化数据',
    intro:
      '填报高等院校、科研院所当期以转让、许可、作价投资方式转化科技成果的情况，金额单位为万元。',
    fields: [
      {
        key: 'orgName',
        label: '单位名称',
        kind: 'text',
        required: true,
        max: 100,
        group: '基本信息',
      },
      {
        key: 'orgKind',
        label: '单位类型',
        kind: 'select',
        required: true,
        options: ['高等院校', '科研院所', '新型研发机构'],
      },
      ...contact,
      {
        key: 'projectCount',
        label: '转让许可作价投资项目数',
        kind: 'integer',
        required: true,
        unit: '项',
        max: 100000,
        group: '转化情况',
      },
      {
        key: 'contractAmount',
        label: '合同金额',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 10000000,
      },
      {
        key: 'receivedAmount',
        label: '当期到账金额',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 10000000,
      },
      {
        key: 'rewardAmount',
        label: '奖励个人金额',
        kind: 'number',
        required: false,
        unit: '万元',
        max: 10000000,
      },
      {
        key: 'startups',
        label: '衍生企业数',
        kind: 'integer',
        required: false,
        unit: '家',
        max: 10000,
      },
      { key: 'typicalCase', label: '典型案例', kind: 'textarea', required: false, max: 300 },
    ],
  },
  {
    type: 3,
    title: '技术合同数据',
    intro: '填报单位当期认定登记的技术合同情况，按合同类别汇总，金额单位为万元。',
    fields: [
      {
        key: 'sellerName',
        label: '卖方单位',
        kind: 'text',
        required: true,
        max: 100,
        group: '基本信息',
      },
      ...contact,
      {
        key: 'contractCategory',
        label: '合同类别',
        kind: 'select',
        required: true,
        options: ['技术开发', '技术转让', '技术许可', '技术咨询', '技术服务'],
        group: '合同情况',
      },
      {
        key: 'contractCount',
        label: '合同数',
        kind: 'integer',
        required: true,
        unit: '项',
        max: 100000,
      },
      {
        key: 'contractAmount',
        label: '合同成交额',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 100000000,
      },
      {
        key: 'techAmount',
        label: '技术交易额',
        kind: 'number',
        required: true,
        unit: '万元',
        max: 100000000,
      },
      {
        key: 'buyerRegion',
        label: '主要买方地区',
        kind: 'select',
        required: false,
        options: ['省内', '省外', '境外'],
      },
      { key: 'lastSignDate', label: '最近签订日期', kind: 'date', required: false },
    ],
  },
];

/**
 * Data collection and questionnaires (issue 15). Report forms are data (`fields` is a JSON
 * array of CollectionField); members fill them in per period: one row per form, period and
 * member, status 0 草稿 or 1 已提交 — the unique index and a conditional update make "once per
 * period" hold under concurrent submits. Questionnaires: questions of type 1/2/3, one response
 * per member and one per browser token (unique indexes), chosen options as rows so results
 * are one GROUP BY.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('collection_forms'))
    .addColumn('type', 'integer', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const form of FORMS) {
    await sql`insert into collection_forms (type, title, intro, fields) values (${form.type}, ${form.title}, ${form.intro}, ${JSON.stringify(form.fields)})`.execute(
      db,
    );
  }

  await withId(db, db.schema.createTable('collection_periods'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fill_start', 'text', (c) => c.notNull())
    .addColumn('fill_end', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('collection_submissions'))
    .addColumn('form_id', 'integer', (c) =>
      c.notNull().references('collection_forms.id').onDelete('cascade'),
    )
    .addColumn('period_id', 'integer', (c) =>
      c.notNull().references('collection_periods.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .addColumn('submitted_at', 'bigint')
    .execute();
  await index(db, 'collection_submissions', ['form_id', 'period_id', 'user_id'], {
    name: 'collection_submissions_form_period_user_idx',
    unique: true,
  });
  await index(db, 'collection_submissions', ['user_id']);

  await withId(db, db.schema.createTable('questionnaires'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('questionnaire_questions'))
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('max_length', 'integer', (c) => c.notNull().defaultTo(300))
    .execute();
  await index(db, 'questionnaire_questions', ['questionnaire_id', 'sort']);
  await withId(db, db.schema.createTable('questionnaire_responses'))
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('browser_token', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await index(db, 'questionnaire_responses', ['questionnaire_id', 'user_id'], {
    name: 'questionnaire_responses_member_idx',
    unique: true,
  });
  await index(db, 'questionnaire_responses', ['questionnaire_id', 'browser_token'], {
    name: 'questionnaire_responses_browser_idx',
    unique: true,
  });
  await withId(db, db.schema.createTable('questionnaire_answers'))
    .addColumn('response_id', 'integer', (c) =>
      c.notNull().references('questionnaire_responses.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questionnaire_questions.id').onDelete('cascade'),
    )
    .addColumn('option_index', 'integer')
    .addColumn('text', 'text')
    .execute();
  await index(db, 'questionnaire_answers', ['question_id', 'option_index']);
  await index(db, 'questionnaire_answers', ['response_id']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'questionnaire_answers',
    'questionnaire_responses',
    'questionnaire_questions',
    'questionnaires',
    'collection_submissions',
    'collection_periods',
    'collection_forms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
