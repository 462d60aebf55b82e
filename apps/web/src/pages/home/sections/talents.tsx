import {
  ArrowRightOutlined,
  RocketOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { TalentCounts } from '@portal/shared/api/index';
import { STAT_COUNT_UP_MS } from '@portal/shared/constants';
import { TALENT_TYPES } from '@portal/shared/enums/talent-type';
import { type ReactNode, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton, SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useCountUpText } from '../../../components/layout/count-up.tsx';
import { useTalentCounts } from '../../../features/home/api/get-talent-counts.ts';
import { useTechInnovate } from '../../../features/home/api/get-tech-innovate.ts';
import { SectionHead } from '../../../features/home/components/section-head.tsx';
import { htmlToText } from '../../../lib/html-to-text.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import './talents.css';

interface TalentKind {
  key: keyof TalentCounts;
  label: string;
  desc: string;
  icon: ReactNode;
  to: string;
}

const KINDS: readonly TalentKind[] = [
  {
    key: 'expertCount',
    label: TALENT_TYPES[1],
    desc: '覆盖重点产业领域的技术专家库',
    icon: <UserOutlined />,
    to: getHref('ExpertList'),
  },
  {
    key: 'commissionerCount',
    label: TALENT_TYPES[2],
    desc: '扎根基层服务企业的科技特派员',
    icon: <RocketOutlined />,
    to: getHref('CorrespondentList'),
  },
  {
    key: 'memberCount',
    label: TALENT_TYPES[3],
    desc: '专业化技术转移与成果转化人才',
    icon: <SolutionOutlined />,
    to: getHref('Manager'),
  },
];

function TalentTile({ kind, count, start }: { kind: TalentKind; count: number; start: boolean }) {
  const value = useCountUpText<HTMLElement>(start ? count : undefined, String, STAT_COUNT_UP_MS);
  return (
    <Link className="hm-talent" to={kind.to} data-testid={`talent-${kind.key}`}>
      <span className="hm-talent__icon">{kind.icon}</span>
      <span className="hm-talent__count" data-value={count}>
        <b ref={value} style={{ minWidth: `${String(count).length}ch` }}>
          0
        </b>
        <small>位</small>
      </span>
      <span className="hm-talent__label">{kind.label}</span>
      <span className="hm-talent__desc">{kind.desc}</span>
      <span className="hm-talent__go">
        进入人才库 <ArrowRightOutlined />
      </span>
    </Link>
  );
}

function TechInnovate() {
  const { data, isPending, isError } = useTechInnovate();
  const text = useMemo(() => htmlToText(data?.content), [data?.content]);
  return (
    <div className="hm-innovate" data-testid="tech-innovate">
      {isPending ? (
        <>
          <Skeleton height={26} width="50%" />
          <div style={{ marginTop: 20 }}>
            <SkeletonLines count={6} />
          </div>
        </>
      ) : isError || !data ? (
        <NoData height={300} />
      ) : (
        <>
          <h3 className="hm-innovate__title">{data.title}</h3>
          <p className="hm-innovate__text">{text}</p>
          <Link className="hm-innovate__more" to={getHref('Technological')}>
            了解科技创新 <ArrowRightOutlined />
          </Link>
        </>
      )}
    </div>
  );
}

/** 人才汇聚 (#talentsIntegration): the three talent counts and the tech-innovation text. */
export function Talents() {
  const { data, isPending, isError } = useTalentCounts();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref);
  return (
    <section
      id="talentsIntegration"
      className="hm-band hm-band--talents hm-anchor"
      data-testid="section-talentsIntegration"
    >
      <div className="pt-content">
        <SectionHead title="人才汇聚" en="Talents Integration" />
        <div className="hm-talents">
          <TechInnovate />
          <div className="hm-talents__tiles" ref={ref}>
            {isPending ? (
              KINDS.map((kind) => <Skeleton key={kind.key} height={300} radius={8} />)
            ) : isError || !data ? (
              <NoData height={300} />
            ) : (
              KINDS.map((kind) => (
                <TalentTile key={kind.key} kind={kind} count={data[kind.key]} start={seen} />
              ))
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
