/**
 * Detail kit — 相关推荐 block at the foot of a detail page:
 * `<RelatedList title="相关悬赏" to="RewardDetail" items={[{ id, title, note }]} />`.
 */
import type { RouteName } from '../../app/routes.ts';
import { ItemLink } from '../common/item-link.tsx';
import './detail.css';

export interface RelatedEntry {
  id: number;
  title: string;
  note: string;
}

/** 相关推荐: a grid of links to other records of the same field. */
export function RelatedList({
  title,
  to,
  items,
}: {
  title: string;
  to: RouteName;
  items: RelatedEntry[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="mk-detail__section pt-card" data-testid="related">
      <h2>{title}</h2>
      <div className="mk-related">
        {items.map((item) => (
          <ItemLink key={item.id} to={to} id={item.id}>
            {item.title}
            <small>{item.note}</small>
          </ItemLink>
        ))}
      </div>
    </section>
  );
}
