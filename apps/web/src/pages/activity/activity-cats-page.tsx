import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useIdParam } from '../../components/detail/detail-gate.tsx';
import { useActionCats } from '../../features/activity/api/get-action-cats.ts';
import { ActivityListView } from '../../features/activity/components/activity-list-view.tsx';
import '../../features/activity/components/activity.css';

/** 活动分类 (/Activity/ActivityCats?catId=): the activities of one category. */
export function Component() {
  const catId = useIdParam('catId');
  const cats = useActionCats();
  const cat = cats.data?.find((c) => c.id === catId);
  if (!catId || cats.isError || (cats.isSuccess && !cat)) {
    return (
      <div data-testid="detail-not-found">
        <SectionEmpty title="该活动分类不存在" description="您可以浏览全部活动">
          <LinkButton to={getHref('Activity')} type="primary">
            浏览全部活动
          </LinkButton>
        </SectionEmpty>
      </div>
    );
  }
  return (
    <div data-testid="activity-cats-page">
      <div className="pt-head-row ac-cat-head">
        {cat ? (
          <h1 data-testid="activity-cat-name">{cat.catName}</h1>
        ) : (
          <Skeleton width={160} height={32} />
        )}
        <LinkButton to={getHref('Activity')}>全部活动</LinkButton>
      </div>
      <ActivityListView key={catId} catId={catId} />
    </div>
  );
}
