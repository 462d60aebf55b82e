import {
  CalendarOutlined,
  EnvironmentOutlined,
  LeftOutlined,
  RightOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ActionItem } from '@portal/shared/api/index';
import { ACTIVITY_HOME } from '@portal/shared/constants';
import { ACTION_OPEN, ACTION_STATUSES } from '@portal/shared/enums/action-status';
import { capCount } from '@portal/shared/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useActionCats } from '../../../features/activity/api/get-action-cats.ts';
import { useActionHome } from '../../../features/activity/api/get-action-home.ts';
import { HeadTabs, SectionHead } from '../../../features/home/components/section-head.tsx';
import { chunk, wrapIndex } from '../../../features/home/logic/paging.ts';
import './activity-center.css';

/** Activities fetched per category: 4 slides of 2. */
const PER_CATEGORY = 8;
const SLIDE_HEIGHT = 236;
/** The slides and the arrows under them. */
const CAROUSEL_HEIGHT = 276;

export interface SignUpRequest {
  actionId: number;
  actionName: string;
}

function ActivityCard({
  item,
  onSignUp,
}: {
  item: ActionItem;
  onSignUp: (request: SignUpRequest) => void;
}) {
  const detail = getHref('ActivityDetail', { query: { catId: item.catId, id: item.id } });
  const open = item.actionStatus === ACTION_OPEN;
  return (
    <article className="hm-activity" data-testid="activity-card" data-id={item.id}>
      <Link className="hm-activity__img" to={detail} tabIndex={-1}>
        <img src={item.actionImg} alt="" width={280} height={196} loading="lazy" decoding="async" />
        <span className={`hm-activity__status${open ? ' is-open' : ''}`}>
          {ACTION_STATUSES[item.actionStatus as keyof typeof ACTION_STATUSES] ?? ''}
        </span>
      </Link>
      <div className="hm-activity__body">
        <Link className="hm-activity__name" to={detail} title={item.actionName}>
          {item.actionName}
        </Link>
        <p className="hm-activity__meta">
          <CalendarOutlined />
          <span data-testid="activity-date">
            {item.actionDateStart.slice(0, ACTIVITY_HOME.dateLength)}
          </span>
        </p>
        <p className="hm-activity__meta">
          <EnvironmentOutlined />
          <span>
            {item.actionProvince} {item.actionCity}
          </span>
        </p>
        <p className="hm-activity__meta">
          <TeamOutlined />
          <span>
            已报名 <b>{capCount(item.signCount)}</b> 人
            {item.maxSignups ? ` / 限 ${item.maxSignups} 人` : ''}
          </span>
        </p>
        <div className="hm-activity__foot">
          {item.isSigned ? (
            <span className="hm-activity__closed" data-testid="signed-up">
              已报名
            </span>
          ) : open ? (
            <button
              type="button"
              className="hm-activity__sign"
              onClick={() => onSignUp({ actionId: item.id, actionName: item.actionName })}
              data-testid="sign-up-button"
            >
              立即报名
            </button>
          ) : (
            <span className="hm-activity__closed">
              {ACTION_STATUSES[item.actionStatus as keyof typeof ACTION_STATUSES] ?? '暂不可报名'}
            </span>
          )}
          <Link className="hm-activity__more" to={detail}>
            活动详情 ›
          </Link>
        </div>
      </div>
    </article>
  );
}

function ActivitySlides({
  catId,
  onSignUp,
}: {
  catId: number | undefined;
  onSignUp: (request: SignUpRequest) => void;
}) {
  const { data, isPending, isError } = useActionHome(catId, PER_CATEGORY);
  const slides = chunk(data ?? [], ACTIVITY_HOME.perSlide);
  const [slide, setSlide] = useState(0);
  const current = wrapIndex(slide, slides.length);

  if (catId === undefined || isPending) {
    return (
      <div className="hm-activity-carousel">
        <div className="hm-activity-slide" style={{ height: SLIDE_HEIGHT }}>
          <Skeleton height={SLIDE_HEIGHT} radius={8} />
          <Skeleton height={SLIDE_HEIGHT} radius={8} />
        </div>
      </div>
    );
  }
  if (isError || slides.length === 0) return <NoData height={CAROUSEL_HEIGHT} />;
  return (
    <div className="hm-activity-carousel">
      <div className="hm-activity-slides">
        <div
          className="hm-activity-track"
          style={{ transform: `translateX(-${current * 100}%)` }}
          data-testid="activity-track"
          data-slide={current}
        >
          {slides.map((items, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              className="hm-activity-slide"
              aria-hidden={index !== current}
              inert={index !== current}
            >
              {items.map((item) => (
                <ActivityCard key={item.id} item={item} onSignUp={onSignUp} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hm-activity-nav">
          <button
            type="button"
            className="hm-activity-nav__arrow"
            aria-label="上一组"
            onClick={() => setSlide(wrapIndex(current - 1, slides.length))}
          >
            <LeftOutlined />
          </button>
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              type="button"
              aria-label={`第${index + 1}组`}
              className={`hm-activity-nav__dot${index === current ? ' is-active' : ''}`}
              onClick={() => setSlide(index)}
            />
          ))}
          <button
            type="button"
            className="hm-activity-nav__arrow"
            aria-label="下一组"
            onClick={() => setSlide(wrapIndex(current + 1, slides.length))}
          >
            <RightOutlined />
          </button>
        </div>
      )}
    </div>
  );
}

/** 活动中心 (#activityCenter): the first 4 categories as tabs, 2 activities per slide. */
export function ActivityCenter({ onSignUp }: { onSignUp: (request: SignUpRequest) => void }) {
  const cats = useActionCats();
  const tabs = (cats.data ?? []).slice(0, ACTIVITY_HOME.categories);
  const [active, setActive] = useState<number | null>(null);
  const catId = active ?? tabs[0]?.id;
  const noCategories = cats.isError || (cats.isSuccess && tabs.length === 0);
  return (
    <section
      id="activityCenter"
      className="hm-band hm-band--activity hm-anchor"
      data-testid="section-activityCenter"
    >
      <div className="pt-content">
        <SectionHead
          title="活动中心"
          en="Activity Center"
          more={{ to: catId ? getHref('ActivityCats', { query: { catId } }) : getHref('Activity') }}
          extra={
            tabs.length > 0 ? (
              <HeadTabs
                items={tabs.map((cat) => ({ key: cat.id, label: cat.catName }))}
                active={catId ?? 0}
                onChange={setActive}
                label="活动分类"
                testId="activity-tabs"
              />
            ) : (
              <Skeleton width={420} height={36} radius={18} />
            )
          }
        />
        {noCategories ? (
          <NoData height={CAROUSEL_HEIGHT} />
        ) : (
          <ActivitySlides key={catId} catId={catId} onSignUp={onSignUp} />
        )}
      </div>
    </section>
  );
}
