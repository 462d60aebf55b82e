/**
 * Detail kit — the head card of a detail screen: the record's title and facts in the info
 * column, with what stands before it (a cover, a logo) and after it (a seal, a bid panel):
 *   <DetailHead title={deal.title} after={<StatusSeal … />}>
 *     <Descriptions …/>
 *     <DetailActions><CollectButton …/></DetailActions>
 *   </DetailHead>
 * `actions` puts a row of actions below the whole head, across the card.
 */
import { EyeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { DetailTitle } from './detail-parts.tsx';
import './detail.css';

interface DetailHeadProps {
  title: ReactNode;
  /** The head row's class: `mk-detail__head`, or a screen's own layout (e.g. pv-profile). */
  rowClassName?: string;
  before?: ReactNode;
  after?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function DetailHead({
  title,
  rowClassName = 'mk-detail__head',
  before,
  after,
  actions,
  children,
}: DetailHeadProps) {
  return (
    <section className="mk-detail pt-card">
      <div className={rowClassName}>
        {before}
        <div className="mk-detail__info">
          <DetailTitle>{title}</DetailTitle>
          {children}
        </div>
        {after}
      </div>
      {actions && <DetailActions>{actions}</DetailActions>}
    </section>
  );
}

/** A row of buttons and counts (collect, 浏览…) under a detail's facts. */
export function DetailActions({ children }: { children: ReactNode }) {
  return <div className="mk-detail__actions">{children}</div>;
}

interface MyRecordHeadProps {
  title: ReactNode;
  /** The record's status line, e.g. 审核状态：<StatusTag …/>. */
  state: ReactNode;
  /** Under the facts: the member's actions and the way back to their list. */
  actions?: ReactNode;
  testId?: string;
  children?: ReactNode;
}

/** The head card of one of the member's own records (/UserInfo/My…/detail). */
export function MyRecordHead({ title, state, actions, testId, children }: MyRecordHeadProps) {
  return (
    <section className="mk-detail pt-card" data-testid={testId}>
      <DetailTitle>{title}</DetailTitle>
      <p>{state}</p>
      {children}
      {actions && (
        <div className="mk-detail__actions" style={{ marginTop: 16 }}>
          {actions}
        </div>
      )}
    </section>
  );
}

/** How often the record was viewed, in a detail's actions row. */
export function ViewCount({ count }: { count: number }) {
  return (
    <span>
      <EyeOutlined /> {count} 浏览
    </span>
  );
}
