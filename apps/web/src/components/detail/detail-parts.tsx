/**
 * Detail kit — the blocks a detail screen is built from (classes in detail.css):
 *   <DetailScreen useRecord={useRewardDetail} notFoundTitle="…" back={{ to: 'Reward', label: '…' }}>
 *     {(reward) => (
 *       <>
 *         <section className="mk-detail pt-card">
 *           <div className="mk-detail__head">
 *             <div className="mk-detail__info"><DetailTitle>{reward.rewardName}</DetailTitle>…</div>
 *             <StatusSeal … />                                     // the side of the head
 *           </div>
 *         </section>
 *         <DetailSection title="悬赏内容"><RichText html={reward.detail} /></DetailSection>
 *         <RelatedList title="相关悬赏" to="RewardDetail" items={…} />
 *       </>
 *     )}
 *   </DetailScreen>
 * `mk-two-cols` puts two sections side by side (body and a side column).
 */
import type { CSSProperties, ReactNode } from 'react';
import './detail.css';

/** The record's name: the page's one h1. */
export function DetailTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <h1 className="mk-detail__title" data-testid="detail-title" style={style}>
      {children}
    </h1>
  );
}

/** A titled card below the head (介绍, 联系方式, 成交记录…); `id` makes it an anchor. */
export function DetailSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="mk-detail__section pt-card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
