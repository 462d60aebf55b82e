import {
  AUCTION_STATUSES,
  labelOf,
  ORDER_STATUSES,
  PARTICIPATION_STATUSES,
  PUBLISH_STATUSES,
  SEARCH_DOC_TYPES,
  type SearchDocType,
  UNDERTAKE_STATUSES,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { moveRowTo } from '../kit/workflow/index.ts';
import { moveAuction } from '../modules/bidding/operator.ts';
import { moveContract } from '../modules/contract/repository.ts';
import { reviewNeed } from '../modules/need/review.ts';
import { undertakingWorkflow } from '../modules/need/undertaking-workflow.ts';
import { participationWorkflow } from '../modules/reward/participation-workflow.ts';
import { rebuildIndex, SEARCH_DOC_TYPE_VALUES } from '../modules/search/documents.ts';
import { optimizeSearchIndex } from '../modules/search/index-repository.ts';
import { moveTransfer } from '../modules/transfer/repository.ts';

export const MARKET_USAGE = `  npm run operator -- need-review --id <需求id> --to <1 发布|2 不通过|3 下架> [--reason <原因>]
  npm run operator -- auction-status --id <竞价id> --to <1 上架|4 已评价|5 中止>
  npm run operator -- transfer-status --id <登记id> --to <状态> [--reason <说明>]
  npm run operator -- contract-status --id <合同登记id> --to <状态> [--reason <说明>]
                                                       状态见 ORDER_STATUSES，只能按允许的流转变更
  npm run operator -- undertaking-status --id <承接id> --to <1 对接中|2 已达成|3 未采纳> [--reason <原因>]
  npm run operator -- participation-status --id <揭榜id> --to <1 已评审|2 揭榜成功|3 未入选> [--score <0-100>] [--reason <原因>]
  npm run operator -- reindex [--type <outcome|need|…>]  重建站内搜索索引`;

export const MARKET_COMMANDS = [
  'need-review',
  'auction-status',
  'transfer-status',
  'contract-status',
  'undertaking-status',
  'participation-status',
  'reindex',
] as const;

export interface MarketValues {
  id?: string | undefined;
  to?: string | undefined;
  reason?: string | undefined;
  type?: string | undefined;
  score?: string | undefined;
}

const TABLES = {
  'need-review': PUBLISH_STATUSES,
  'auction-status': AUCTION_STATUSES,
  'transfer-status': ORDER_STATUSES,
  'contract-status': ORDER_STATUSES,
  'undertaking-status': UNDERTAKE_STATUSES,
  'participation-status': PARTICIPATION_STATUSES,
} as const;

/**
 * Operator moves of the technology market (until the operator site exists). Every move goes
 * through the same function the server would use, so only the transitions of the status
 * tables are possible; each one is audited.
 */
export async function runMarketCommand(
  app: FastifyInstance,
  command: (typeof MARKET_COMMANDS)[number],
  values: MarketValues,
): Promise<string> {
  const now = app.clock.now();
  if (command === 'reindex') {
    const types = values.type ? [values.type as SearchDocType] : SEARCH_DOC_TYPE_VALUES;
    if (!types.every((t) => Object.hasOwn(SEARCH_DOC_TYPES, t))) throw new Error('未知的索引类型');
    const n = await rebuildIndex(app.db, types, undefined, now);
    await optimizeSearchIndex(app.db);
    return `已重建搜索索引：${n} 条`;
  }
  const id = Number(values.id);
  const to = Number(values.to);
  if (!Number.isInteger(id) || id < 1 || !Number.isInteger(to)) throw new Error(MARKET_USAGE);
  const reason = values.reason ?? null;
  if (command === 'need-review') await reviewNeed(app.db, id, to, now, values.reason);
  else if (command === 'auction-status') await moveAuction(app.db, id, to, now);
  // The same workflow moves the operator console makes.
  else if (command === 'undertaking-status') {
    await moveRowTo(app.db, undertakingWorkflow, to, { id, reason, now });
  } else if (command === 'participation-status') {
    const input = values.score === undefined ? {} : { score: Number(values.score) };
    await moveRowTo(app.db, participationWorkflow, to, { id, reason, input, now });
  }
  // The workflow kit moves, records and tells the member in one transaction.
  else if (command === 'transfer-status') await moveTransfer(app.db, id, to, now, { reason });
  else await moveContract(app.db, id, to, now, { reason });
  await app.audit(null, {
    action: `operator.${command}`,
    outcome: 'success',
    actor: `cli:${process.env.USER ?? 'operator'}`,
    detail: { id, to, ...(reason ? { reason } : {}) },
  });
  return `已将 ${id} 的状态改为“${labelOf(TABLES[command], to)}”`;
}
