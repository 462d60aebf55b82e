import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useMatches } from '../api/match.ts';
import { MatchGroups } from './match-list.tsx';

/**
 * 智能匹配 on a need's page (推荐成果/推荐专家/推荐机构) or an outcome's (匹配需求): ranked,
 * explained matches from the server's matcher, with 有用/不相关 on each.
 */
export function MatchSection({ source, id }: { source: 'need' | 'outcome'; id: number }) {
  const matches = useMatches({ source, id });
  return (
    <section className="mk-detail__section pt-card" data-testid="match-section">
      <h2>智能匹配</h2>
      {matches.isPending ? (
        <SkeletonLines count={4} />
      ) : matches.data ? (
        <div className={source === 'need' ? 'mt-groups--wide' : undefined}>
          <MatchGroups answer={matches.data} />
        </div>
      ) : (
        <p className="mt-empty">暂时无法获取匹配结果</p>
      )}
    </section>
  );
}
