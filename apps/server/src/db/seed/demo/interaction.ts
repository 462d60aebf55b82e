import { QUESTION_PENDING, QUESTION_PRIVATE, QUESTION_PUBLISHED } from '@portal/shared';
import { insertAll, type Tx } from './batch.ts';
import { type DemoContext, mobile } from './context.ts';
import { demoMembers } from './members.ts';

/**
 * 互动交流 and 意见反馈 demo rows: questions members asked (most answered and published, some
 * waiting, some answered privately) and feedback from guests and members, both statuses.
 */

/** [category, title, question, answering department, answer] */
type QA = readonly [number, string, string, string, string];

const QAS: readonly QA[] = [
  [
    1,
    '科技型中小企业研发费用加计扣除比例是多少？',
    '我公司是今年新认定的科技型中小企业，想了解研发费用加计扣除的比例和申报时间。',
    '政策法规处',
    '科技型中小企业开展研发活动实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，按照实际发生额的100%在税前加计扣除；形成无形资产的，按照无形资产成本的200%在税前摊销。企业可在预缴申报或年度汇算清缴时享受。',
  ],
  [
    3,
    '高校教师个人能否在平台登记科技成果？',
    '我是省内高校教师，有一项实用新型专利，想在平台登记后寻求转化，个人账号可以登记吗？',
    '成果转化处',
    '职务科技成果应以所在单位名义登记。您可请所在高校的技术转移机构通过单位账号提交；非职务成果可由个人完成认证后自行登记，登记时需上传专利证书等权属证明。',
  ],
  [
    2,
    '技术合同登记需要提交哪些材料？',
    '我们和一家企业签订了技术开发合同，登记时需要准备哪些材料？是否必须到现场办理？',
    '技术市场管理办公室',
    '需提交技术合同登记申请表、合同文本原件及电子版、双方主体资格证明。目前已实行网上登记，登记机构审核通过后可在线查看登记证明，无需到现场。申请表可在本平台“下载专区”下载。',
  ],
  [
    5,
    '创新券每年最多能申领多少额度？',
    '我们是一家检测需求较多的制造企业，创新券一年最多可以申领多少？可以分几次使用吗？',
    '科技金融处',
    '单个企业年度申领额度上限为20万元，可在有效期内分次使用，每次使用须与服务机构签订服务合同。具体额度以当年度申领通知为准。',
  ],
  [
    4,
    '科技成果转化贷款需要抵押吗？',
    '听说有专门的科技成果转化贷款，轻资产企业没有房产抵押可以申请吗？',
    '科技金融处',
    '合作银行推出了知识产权质押、信用贷款等产品，轻资产科技型企业可凭有效专利、商标等进行质押，或凭科技型企业评价结果申请信用额度。可在平台“科技金融”栏目在线提交贷款申请。',
  ],
  [
    6,
    '企业认证一直显示审核中怎么办？',
    '我们上周提交了企业认证，到现在还显示审核中，请问一般需要多久？',
    '平台运营中心',
    '认证材料一般在3个工作日内审核完毕。如超过时限，请检查营业执照照片是否清晰、联系人手机号是否准确，也可拨打平台服务热线查询进度。',
  ],
  [
    2,
    '竞价项目的保证金什么时候退还？',
    '参与了竞价但没有成交，保证金多久能退回？',
    '技术市场管理办公室',
    '未成交的竞买人保证金在竞价结束后5个工作日内原路退还；成交方的保证金在合同签订后转为交易价款的一部分。',
  ],
  [
    1,
    '成果转化收益中个人奖励比例如何确定？',
    '我校一项专利转让后，科研团队可以获得多少比例的奖励？',
    '政策法规处',
    '依据促进科技成果转化相关规定，以技术转让或许可方式转化职务科技成果的，从所得净收入中提取不低于50%用于奖励完成人和为转化作出重要贡献的人员，单位可在此基础上制定更高比例的内部规定。',
  ],
  [
    3,
    '已登记的成果信息可以修改吗？',
    '成果登记后发现技术指标写错了，还能修改吗？',
    '成果转化处',
    '成果审核通过前可在个人中心自行修改；审核通过后如需修改，请在个人中心提交变更申请，说明修改内容与原因，经审核后更新展示。',
  ],
  [
    6,
    '忘记登录账号怎么找回？',
    '公司原来的经办人离职了，不记得注册时的账号，只知道手机号。',
    '平台运营中心',
    '可在登录页选择“忘记密码”，通过注册手机号接收验证码后重置密码，重置页面会显示对应账号。若手机号也已停用，请携带营业执照复印件和单位证明联系平台服务热线办理。',
  ],
  [
    4,
    '科技保险保费补贴怎么申请？',
    '我们购买了研发中断险，能申请保费补贴吗？',
    '科技金融处',
    '购买科技保险产品的科技型企业可申请保费补贴，补贴比例一般为实际保费的50%，单个企业年度补贴不超过20万元。请在年度申报期内提交保单、付款凭证等材料。',
  ],
  [
    2,
    '技术需求发布后多久能对接到专家？',
    '我们在平台发布了一个技术需求，一般多久会有专家联系？',
    '成果转化处',
    '需求审核通过后平台将向相关领域的专家和高校院所定向推送，一般在10个工作日内安排首次对接。您也可以在“服务大厅”直接联系技术经理人协助梳理需求。',
  ],
  [
    5,
    '创新券能用于购买哪些服务？',
    '创新券可以用来支付委托高校做的技术开发费用吗？',
    '科技金融处',
    '创新券可用于购买研究开发、检验检测、技术转移、知识产权等科技服务，服务机构须在平台创新券服务机构名录中。委托高校开展的技术开发在服务范围内的，可以使用。',
  ],
  [
    1,
    '高新技术企业认定对研发人员比例有什么要求？',
    '申报高新技术企业，研发人员占比怎么算？',
    '政策法规处',
    '从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于10%。职工总数包括在职、兼职和临时聘用人员，兼职和临时聘用人员全年须在企业累计工作183天以上。',
  ],
  [
    3,
    '科技成果评价由谁来做？',
    '申报项目需要成果评价报告，平台能提供吗？',
    '成果转化处',
    '平台“技术评价”栏目汇集了具备资质的第三方评价机构，企业可在线提交评价委托，由评价机构组织同行专家开展评价并出具报告。',
  ],
  [
    6,
    '网站上可以下载技术合同模板吗？',
    '想找一份技术转让合同的示范文本。',
    '平台运营中心',
    '“下载专区”提供技术合同登记申请表等常用表格。技术合同示范文本可参照国家有关部门发布的版本，平台服务大厅的技术经理人也可协助起草。',
  ],
  [
    2,
    '成果交易价格如何确定？',
    '我们想转让一项发明专利，不清楚定价多少合适。',
    '技术市场管理办公室',
    '可委托资产评估机构出具评估报告，或通过平台竞价、挂牌等方式由市场形成价格。协议定价的，应在单位内部公示交易价格。',
  ],
  [
    4,
    '知识产权质押融资有没有贴息？',
    '我们用专利质押获得了银行贷款，能享受贴息政策吗？',
    '科技金融处',
    '符合条件的知识产权质押贷款可按贷款基准利率的一定比例给予贴息，单个企业年度贴息总额有上限。请关注平台“政策概览”中的年度申报通知。',
  ],
  [
    1,
    '外省企业能参加本省的科技成果转化活动吗？',
    '我们是外省注册的企业，想参加平台举办的成果路演活动。',
    '成果转化处',
    '平台举办的对接活动面向全国企业开放，外省企业注册认证后即可报名。部分专项政策仅限本省注册企业申报，以各活动通知为准。',
  ],
  [
    6,
    '手机上能使用平台的全部功能吗？',
    '出差时想用手机查看竞价进度。',
    '平台运营中心',
    '平台网站适配手机浏览器，查询、收藏、报名、竞价出价等功能均可在手机上使用；合同登记等需上传较多材料的业务建议在电脑上办理。',
  ],
];

const PENDING: readonly (readonly [number, string, string])[] = [
  [
    2,
    '技术许可合同可以约定独占许可吗？',
    '我们想以独占许可方式引进一项高校专利，合同怎么约定比较稳妥？',
  ],
  [5, '创新券过期了还能延期吗？', '去年申领的创新券还没用完就到期了，能否申请延期？'],
  [3, '成果登记需要收费吗？', '在平台登记科技成果是否需要缴纳费用？'],
  [4, '股权融资需求发布后谁能看到？', '我们在平台发布了融资需求，担心商业信息泄露。'],
  [6, '如何成为平台的服务机构？', '我们是一家知识产权代理机构，想入驻平台提供服务。'],
];

const PRIVATE: readonly QA[] = [
  [
    2,
    '我司与某企业的技术合同纠纷如何处理？',
    '合同约定的技术指标未达到，对方拒绝支付尾款，平台能否介入调解？',
    '技术市场管理办公室',
    '您反映的情况涉及具体合同争议，已转技术市场管理办公室，工作人员将通过您注册的手机号与您联系，了解合同细节后提供调解指引。',
  ],
  [
    6,
    '账号被他人冒用注册怎么办？',
    '发现有人用我公司的名称注册了账号并提交认证。',
    '平台运营中心',
    '已暂停该账号的认证审核。请您通过注册手机号登录后提交企业认证，并上传营业执照与授权书，审核通过后平台将注销冒用账号。',
  ],
  [
    1,
    '我单位的奖励方案是否合规？',
    '附上我院成果转化奖励方案草案，请帮忙看看是否符合规定。',
    '政策法规处',
    '方案涉及单位内部制度，已由政策法规处工作人员单独回复您的邮箱，请注意查收。',
  ],
];

const FEEDBACK: readonly (readonly [number, string])[] = [
  [1, '建议成果列表增加按专利类型筛选的功能，方便快速找到发明专利。'],
  [2, '在手机上打开竞价详情页时，出价记录表格需要左右滑动，希望优化显示。'],
  [1, '希望活动报名成功后能发送短信提醒，避免错过活动时间。'],
  [3, '上周联系的一位技术经理人迟迟未回复，希望平台督促。'],
  [4, '平台的政策解读很有帮助，希望多发布一些地市层面的政策。'],
  [2, '下载的表格在旧版Office中打开格式有些错位。'],
  [1, '建议需求库支持订阅关键词，有新需求时通知。'],
  [2, '登录时滑块验证偶尔需要拖动好几次才通过。'],
  [4, '希望增加英文版页面，方便外资企业使用。'],
  [1, '建议成交公告中显示成交周期，便于了解交易效率。'],
  [3, '客服热线在中午时段无人接听。'],
  [2, '搜索“锂电”时结果中出现了不相关的新闻。'],
];

export async function seedQuestions(ctx: DemoContext, trx: Tx): Promise<void> {
  const members = await demoMembers(ctx, trx);
  const rng = ctx.random('questions');
  const rows = [];
  // Answered ones every few days over the last four months, the newest a week or so ago.
  let n = 0;
  const asked = () => {
    const day = -120 + 5 * n++ + rng.int(0, 3);
    return { userId: rng.pick(members), createdAt: ctx.timeOn(rng, day) };
  };
  const answered = (from: number) => from + rng.int(1, 5) * 86_400_000 + rng.int(1, 6) * 3_600_000;
  const answeredLists = [
    [QAS, QUESTION_PUBLISHED],
    [PRIVATE, QUESTION_PRIVATE],
  ] as const;
  for (const [list, status] of answeredLists) {
    for (const [category, title, content, dept, answer] of list) {
      const a = asked();
      const at = answered(a.createdAt);
      rows.push({
        ...a,
        title,
        category,
        content,
        status,
        answer,
        answerDept: dept,
        answeredAt: at,
        answeredBy: 'demo',
        updatedAt: at,
      });
    }
  }
  // The waiting ones were asked in the last days (every other day up to yesterday).
  for (const [i, [category, title, content]] of PENDING.entries()) {
    const a = {
      userId: rng.pick(members),
      createdAt: ctx.timeOn(rng, -2 * (PENDING.length - i) + 1),
    };
    rows.push({
      ...a,
      title,
      category,
      content,
      status: QUESTION_PENDING,
      answer: null,
      answerDept: null,
      answeredAt: null,
      answeredBy: null,
      updatedAt: a.createdAt,
    });
  }
  rows.sort((x, y) => x.createdAt - y.createdAt);
  await insertAll(trx, 'questions', rows);
}

export async function seedFeedbacks(ctx: DemoContext, trx: Tx): Promise<void> {
  const members = await demoMembers(ctx, trx);
  const rng = ctx.random('feedbacks');
  const rows = FEEDBACK.map(([type, content], i) => {
    const createdAt = ctx.timeOn(rng, -(FEEDBACK.length - i) * 6);
    const handled = i < FEEDBACK.length - 4;
    const member = rng.chance(0.5);
    return {
      userId: member ? rng.pick(members) : null,
      type,
      content,
      contact: rng.chance(0.6) ? mobile(rng) : null,
      ip: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      status: handled ? 1 : 0,
      handleNote: handled ? '已转相关部门处理并回复反馈人' : null,
      handledAt: handled ? createdAt + rng.int(1, 3) * 86_400_000 : null,
      handledBy: handled ? 'demo' : null,
      createdAt,
    };
  });
  await insertAll(trx, 'feedbacks', rows);
}
