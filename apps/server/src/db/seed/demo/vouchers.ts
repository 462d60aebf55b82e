import type { Tx } from './batch.ts';
import { contactName, type DemoContext, mobile, personName } from './context.ts';
import { certifiedCompanies, fileMaker } from './voucher-companies.ts';

/** The share of a price the demo batches let a voucher pay. */
const SHARE = 50;

/**
 * The voucher economy's demo (issue #24), all consistent: a past batch whose vouchers expired
 * (balances returned to it) and an open one; claims in every state by certified companies;
 * orders in every state on eligible products; redemptions on completed orders. Balances are
 * issued − reserved by live orders; each batch's remaining is budget − issued + returned.
 */
export async function seedVouchers(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('vouchers');
  const companies = await certifiedCompanies(ctx, trx);
  const products = await trx
    .selectFrom('techServices as s')
    .innerJoin('serviceOrgs as o', 'o.id', 's.orgId')
    .select(['s.id', 's.orgId', 's.price', 's.serviceType'])
    .where('s.status', '=', 1)
    .where('o.status', '=', 1)
    .where('s.price', '>', 0)
    .orderBy('s.id')
    .execute();
  if (companies.length === 0 || products.length === 0) return;
  const types = [...new Set(products.map((p) => p.serviceType))].sort();
  const year = ctx.year;
  const files = await fileMaker(ctx, trx);

  const batch = async (b: {
    name: string;
    year: number;
    budget: number;
    start: string;
    end: string;
    until: string;
  }) =>
    (
      await trx
        .insertInto('voucherBatches')
        .values({
          name: b.name,
          year: b.year,
          totalBudget: b.budget,
          remaining: b.budget,
          claimCap: 100_000,
          yearCap: 150_000,
          claimStart: b.start,
          claimEnd: b.end,
          validUntil: b.until,
          serviceTypes: JSON.stringify(types),
          maxSharePercent: SHARE,
          redeemer: 1,
          status: 1,
          createdAt: ctx.at(-400),
          updatedAt: ctx.at(-400),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // The past batch opened in spring and its vouchers expired 20 days ago.
  const pastYear = Number(ctx.date(-210).slice(0, 4));
  const past = await batch({
    name: `${pastYear}年度科技创新券（${pastYear === year ? '第一批' : '第二批'}）`,
    year: pastYear,
    budget: 3_000_000,
    start: ctx.date(-210),
    end: ctx.date(-170),
    until: ctx.date(-20),
  });
  const open = await batch({
    name: `${year}年度科技创新券（${pastYear === year ? '第二批' : '第一批'}）`,
    year,
    budget: 5_000_000,
    start: ctx.date(-30),
    end: ctx.date(45),
    until: ctx.date(240),
  });

  // Claim states of the open batch, one company each; the past batch: the first five, issued.
  const OPEN_STATES = [1, 1, 1, 1, 1, 1, 0, 0, 0, 2, 2, 3];
  const plan = [
    ...companies
      .slice(0, 5)
      .map((c) => ({ c, batchId: past, status: 1, days: -rng.int(175, 205) })),
    ...companies.map((c, i) => ({
      c,
      batchId: open,
      status: OPEN_STATES[i % OPEN_STATES.length]!,
      // Issued ones early enough that their orders have moved on by today.
      days: OPEN_STATES[i % OPEN_STATES.length] === 1 ? -rng.int(15, 28) : -rng.int(1, 14),
    })),
  ];
  const issued: { id: number; userId: number; batchId: number; amount: number; at: number }[] = [];
  for (const p of plan) {
    // Past 30–60k and open 40–90k: a company's two claims of one year stay within the yearly cap.
    const amount = p.batchId === past ? rng.int(3, 6) * 10_000 : rng.int(4, 9) * 10_000;
    const at = ctx.timeOn(rng, p.days);
    const decided = p.status === 1 || p.status === 2 ? at + rng.int(4, 72) * 3_600_000 : null;
    const claim = await trx
      .insertInto('voucherClaims')
      .values({
        batchId: p.batchId,
        userId: p.c.userId,
        companyName: p.c.name,
        creditCode: p.c.code,
        legalPerson: personName(rng),
        address: `山东省${p.c.name.slice(0, 2)}市高新区科技大道${rng.int(1, 999)}号`,
        linkman: contactName(rng),
        linkphone: mobile(rng),
        amount,
        purpose: rng.pick([
          '委托检验检测机构开展产品型式试验与可靠性测试。',
          '购买知识产权服务，开展专利布局与高价值专利培育。',
          '委托技术转移机构开展成果评价与技术合同登记。',
          '使用大型科研仪器开展新材料性能表征。',
        ]),
        licenceFileId: await files(p.c.userId, '营业执照.pdf', at),
        status: p.status,
        reason: p.status === 2 ? '申领用途与本批次支持的服务类别不符，请调整后重新申领' : null,
        createdAt: at,
        updatedAt: decided ?? at,
        decidedAt: decided,
        withdrawnAt: p.status === 3 ? at + 3_600_000 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (p.status === 1)
      issued.push({ id: claim.id, userId: p.c.userId, batchId: p.batchId, amount, at: decided! });
  }

  const byCompany = new Map(companies.map((c) => [c.userId, c]));
  const years = new Map<string, number>();
  const ORDER_STATES = [3, 3, 2, 1, 0, 4];
  let filedCount = 0;
  for (const [i, v] of issued.entries()) {
    const c = byCompany.get(v.userId)!;
    const isPast = v.batchId === past;
    const voucherYear = isPast ? pastYear : year;
    years.set(`${c.code}|${voucherYear}`, (years.get(`${c.code}|${voucherYear}`) ?? 0) + v.amount);
    const { id: voucherId } = await trx
      .insertInto('vouchers')
      .values({
        claimId: v.id,
        batchId: v.batchId,
        userId: v.userId,
        creditCode: c.code,
        companyName: c.name,
        code: `CXQ${voucherYear}${String(v.id).padStart(6, '0')}`,
        amount: v.amount,
        balance: v.amount,
        expiresOn: isPast ? ctx.date(-20) : ctx.date(240),
        status: 1,
        createdAt: v.at,
        updatedAt: v.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Past vouchers were used for completed orders; open ones walk through every order state.
    const states = isPast ? [3] : [ORDER_STATES[i % ORDER_STATES.length]!, ...(i % 2 ? [3] : [])];
    let balance = v.amount;
    for (const status of states) {
      const product = rng.pick(products);
      const price = Number(product.price);
      const voucherAmount = Math.min(Math.floor((price * SHARE) / 100), balance);
      if (voucherAmount <= 0) continue;
      const at = v.at + rng.int(1, 3) * 86_400_000;
      const step = (n: number) => at + n * 2 * 86_400_000;
      const order = await trx
        .insertInto('voucherOrders')
        .values({
          orderNo: `pending-${v.id}-${status}-${at}`,
          voucherId,
          userId: v.userId,
          productId: product.id,
          orgId: product.orgId,
          price,
          voucherAmount,
          selfAmount: price - voucherAmount,
          remark: null,
          reportFileId:
            status >= 2 && status <= 3 ? await files(null, '服务报告.pdf', step(2)) : null,
          status,
          cancelReason: status === 4 ? '企业需求调整，双方协商取消' : null,
          createdAt: at,
          updatedAt: step(status === 4 ? 1 : status),
          confirmedAt: status >= 1 && status <= 3 ? step(1) : null,
          deliveredAt: status >= 2 && status <= 3 ? step(2) : null,
          acceptedAt: status === 3 ? step(3) : null,
          cancelledAt: status === 4 ? step(1) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('voucherOrders')
        .set({ orderNo: `QD${formatDay(at)}${String(order.id).padStart(6, '0')}` })
        .where('id', '=', order.id)
        .execute();
      if (status !== 4) balance -= voucherAmount;
      if (status === 3) {
        // Redemptions: past ones paid out; open ones pending, approved, refused or paid.
        const r = isPast ? 2 : ([0, 1, 3, 2][filedCount++ % 4] as number);
        const filed = step(4);
        const decided = r === 0 ? null : filed + 2 * 86_400_000;
        await trx
          .insertInto('voucherRedemptions')
          .values({
            orderId: order.id,
            userId: v.userId,
            filer: 1,
            amount: voucherAmount,
            invoiceNo: `${rng.int(10, 99)}${rng.digits(6)}`,
            contractFileId: await files(v.userId, '技术服务合同.pdf', filed),
            invoiceFileId: await files(v.userId, '增值税发票.pdf', filed),
            reportFileId: await files(v.userId, '服务报告.pdf', filed),
            remark: null,
            status: r,
            reason: r === 3 ? '发票抬头与企业名称不一致，请更正后重新提交' : null,
            createdAt: filed,
            updatedAt: decided ?? filed,
            decidedAt: decided,
            settledAt: r === 2 ? decided! + 86_400_000 : null,
            withdrawnAt: null,
          })
          .execute();
      }
    }
    // Expired (past batch): what was left went back to the batch.
    await trx
      .updateTable('vouchers')
      .set(isPast ? { balance: 0, returned: balance, status: 2 } : { balance })
      .where('id', '=', voucherId)
      .execute();
    await trx
      .updateTable('voucherBatches')
      .set((eb) => ({ remaining: eb(eb.ref('remaining'), '-', v.amount - (isPast ? balance : 0)) }))
      .where('id', '=', v.batchId)
      .execute();
  }
  for (const [key, issuedTotal] of years) {
    const [creditCode, y] = key.split('|') as [string, string];
    await trx
      .insertInto('voucherCompanyYears')
      .values({ creditCode, year: Number(y), issued: issuedTotal })
      .execute();
  }
}

const formatDay = (ms: number) =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
