import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { EvaluationReportItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { IconMeta, ListCard } from '../../../components/list/list-card.tsx';
import './evaluation.css';

/** Colour of a conclusion level tag: the higher the level, the warmer. */
const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'volcano', 3: 'blue', 4: 'cyan' };

/** One published evaluation report in a list (/TechnicalList, /Technicalevaluation). */
export function ReportCard({ item }: { item: EvaluationReportItem }) {
  return (
    <ListCard
      to="TechnicalDetail"
      id={item.id}
      title={item.title}
      testId="report-card"
      titleTestId="report-title"
      row
      category={item.evaluationTypeName}
      tags={
        <>
          <Tag color={LEVEL_COLORS[item.level]}>{item.levelName}</Tag>
          <Tag>技术成熟度 {item.trl} 级</Tag>
          <Tag>{item.techArea}</Tag>
        </>
      }
      meta={
        <>
          <span>评价机构 {item.agencyName}</span>
          <span>完成单位 {item.holder}</span>
          <IconMeta icon={<EnvironmentOutlined />}>{item.regionName}</IconMeta>
          <span>评价日期 {item.evaluationDate}</span>
        </>
      }
      side={
        <>
          <span className="ev-card__no">{item.reportNo}</span>
          {item.assessedValue > 0 && (
            <span className="mk-card__price">评估价值 {item.assessedValue} 万元</span>
          )}
          <span className="ev-card__views">
            <EyeOutlined /> {item.viewCount}
          </span>
        </>
      }
    >
      <p className="ev-card__summary">{item.summary}</p>
    </ListCard>
  );
}
