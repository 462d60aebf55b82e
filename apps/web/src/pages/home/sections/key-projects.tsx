import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { TechHomeItem } from '@portal/shared/api/index';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useTechHome } from '../../../features/home/api/get-tech-home.ts';
import { SectionHead } from '../../../features/home/components/section-head.tsx';
import { formatPrice } from '../../../lib/price.ts';
import './key-projects.css';

const SIZE = 8;
const CARD_HEIGHT = 360;
const GRID_HEIGHT = CARD_HEIGHT * 2 + 24;

function ProjectCard({ item }: { item: TechHomeItem }) {
  return (
    <Link
      className="hm-project"
      to={getHref('OutcomeDetail', { query: { id: item.id } })}
      data-testid="key-project"
    >
      <span className="hm-project__cover">
        <img src={item.coverImg} alt="" width={296} height={192} loading="lazy" decoding="async" />
        <span className="hm-project__area">{item.techArea}</span>
      </span>
      <span className="hm-project__body">
        <span className="hm-project__name" title={item.goodsName}>
          {item.goodsName}
        </span>
        <span className="hm-project__tags">
          {item.maturityName && <span className="hm-tag hm-tag--blue">{item.maturityName}</span>}
          {item.cooperationName && (
            <span className="hm-tag hm-tag--red">{item.cooperationName}</span>
          )}
        </span>
        <span className="hm-project__org">
          <EnvironmentOutlined /> {item.orgName}
        </span>
        <span className="hm-project__foot">
          <span className="hm-project__price">{formatPrice(item.price)}</span>
          <span className="hm-project__views">
            <EyeOutlined /> {item.viewCount}
          </span>
        </span>
      </span>
    </Link>
  );
}

function ProjectSkeleton() {
  return (
    <div className="hm-project hm-project--skeleton">
      <Skeleton height={192} radius={0} />
      <span className="hm-project__body">
        <Skeleton height={18} />
        <Skeleton height={18} width="60%" style={{ marginTop: 10 }} />
        <Skeleton height={14} width="40%" style={{ marginTop: 18 }} />
        <Skeleton height={20} width="50%" style={{ marginTop: 18 }} />
      </span>
    </div>
  );
}

/** 重点项目: featured outcomes from home/tech/home. */
export function KeyProjects() {
  const { data, isPending, isError } = useTechHome(SIZE);
  return (
    <section className="hm-band" aria-labelledby="hm-key-projects" data-testid="home-key-projects">
      <div className="pt-content">
        <div id="hm-key-projects">
          <SectionHead title="重点项目" en="Key Projects" more={{ to: getHref('Outcome') }} />
        </div>
        <div className="hm-projects" style={{ height: GRID_HEIGHT }}>
          {isPending ? (
            Array.from({ length: SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <ProjectSkeleton key={i} />
            ))
          ) : isError || !data?.length ? (
            <NoData height={GRID_HEIGHT} />
          ) : (
            data.slice(0, SIZE).map((item) => <ProjectCard key={item.id} item={item} />)
          )}
        </div>
      </div>
    </section>
  );
}
