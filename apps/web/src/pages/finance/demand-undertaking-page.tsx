import { PhoneOutlined } from '@ant-design/icons';
import type { FinancingItem } from '@portal/shared/api/index';
import { formatMoney } from '@portal/shared/format';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { ListFrame } from '../../components/list/list-frame.tsx';
import { RowCard } from '../../components/list/row-card.tsx';
import { useFinancingPage } from '../../features/finance/api/get-financing-page.ts';
import { UndertakeDialog } from '../../features/finance/components/undertake-dialog.tsx';
import { LIST_PAGE_SIZE } from '../../lib/list-filters.ts';
import { useListState } from '../../lib/use-list-state.ts';
import '../../components/list/list.css';
import '../../features/finance/components/finance.css';

function NeedRow({ need, onTake }: { need: FinancingItem; onTake: () => void }) {
  return (
    <RowCard
      testId="financing-need"
      side={
        need.isMine ? (
          <Tag>我的需求</Tag>
        ) : need.isUndertaken ? (
          <Button disabled data-testid="undertaken">
            已承接
          </Button>
        ) : (
          <Button
            type="primary"
            onClick={onTake}
            data-testid="undertake"
            // The name starts with the words shown (WCAG 2.5.3), then says whose need.
            aria-label={`我要承接：${need.companyName}的融资需求`}
          >
            我要承接
          </Button>
        )
      }
    >
      <h2 className="mk-card__title">{need.companyName}</h2>
      <div className="mk-card__tags">
        <Tag color="red">融资 {formatMoney(need.applyMoney)} 万元</Tag>
        {need.stockPercent !== null && <Tag>出让股权 {need.stockPercent}%</Tag>}
        <Tag>已有 {need.undertakeCount} 家机构承接</Tag>
      </div>
      <p className="fn-need__desc">{need.projectDesc}</p>
      <div className="mk-card__meta">
        <span>
          <PhoneOutlined /> {need.linkPhone}
        </span>
        <span>发布于 {need.publishedAt}</span>
      </div>
    </RowCard>
  );
}

/** 需求对接 (/DemandUndertaking): published financing needs that institutions take. */
export function Component() {
  const [state, update] = useListState();
  const page = useFinancingPage({
    pageNum: state.pageNum,
    pageSize: LIST_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
  });
  const [taking, setTaking] = useState<FinancingItem | null>(null);
  const records = page.data?.records ?? [];
  return (
    <>
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索企业名称、项目"
        onKeyword={(keyword) => update({ keyword })}
        total={page.data?.total}
        pageNum={state.pageNum}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
      >
        {records.map((need) => (
          <NeedRow key={need.id} need={need} onTake={() => setTaking(need)} />
        ))}
      </ListFrame>
      <UndertakeDialog need={taking} onClose={() => setTaking(null)} />
    </>
  );
}
