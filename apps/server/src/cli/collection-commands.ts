import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { aggregateCsv, formFields, periodAggregate } from '../modules/collection/forms.ts';

export const COLLECTION_USAGE = `  npm run operator -- collection-stats --type <1|2|3> --period <期次代码，如2026Q3>   汇总某表某期的填报数据
  npm run operator -- collection-export --type <1|2|3> --period <期次代码> --file <导出.csv>  导出已提交数据（Excel 可直接打开）`;

export const COLLECTION_COMMANDS = ['collection-stats', 'collection-export'] as const;

export type CollectionCommand = (typeof COLLECTION_COMMANDS)[number];

/** Operators' view of data collection: a period's totals, and its submitted rows as CSV. */
export async function runCollectionCommand(
  app: FastifyInstance,
  command: CollectionCommand,
  values: { type?: string | undefined; period?: string | undefined; file?: string | undefined },
): Promise<string> {
  const type = Number(values.type);
  if (![1, 2, 3].includes(type) || !values.period) throw new Error(COLLECTION_USAGE);
  const agg = await periodAggregate(app.db, type, values.period);
  if (command === 'collection-export') {
    if (!values.file) throw new Error(COLLECTION_USAGE);
    fs.writeFileSync(values.file, aggregateCsv(agg, await formFields(app.db, type)));
    await app.audit(null, {
      action: 'operator.collection-export',
      outcome: 'success',
      actor: `cli:${process.env.USER ?? 'operator'}`,
      detail: { type, period: values.period, rows: agg.submitted },
    });
    return `已导出 ${agg.form.title}（${agg.period.name}）${agg.submitted} 条到 ${values.file}`;
  }
  const lines = [
    `${agg.form.title}（${agg.period.name}）：已提交 ${agg.submitted} 份，草稿 ${agg.drafts} 份`,
  ];
  for (const f of agg.fields) {
    if (f.sum !== undefined) {
      lines.push(`${f.label}\t填写 ${f.filled}\t合计 ${f.sum}${f.unit}\t平均 ${f.avg}${f.unit}`);
    } else if (f.counts) {
      const parts = Object.entries(f.counts).map(([k, n]) => `${k} ${n}`);
      lines.push(`${f.label}\t${parts.join('，')}`);
    }
  }
  return lines.join('\n');
}
