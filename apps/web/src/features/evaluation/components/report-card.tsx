import { EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { EvaluationReportItem } from '@portal/shared/api/index';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import '../../../components/list/list.css';
import './evaluation.css';

/** Colour of a conclusion level tag: the higher the level, the warmer. */
const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'volcano', 3: 'blue', 4: 'cyan' };

/** One published evaluation report in a list (/TechnicalList, /Technicalevaluation). */
export function ReportCard({ item }: { item: EvaluationReportItem }) {
  return (
    <article className="mk-card mk-card--row" data-testid="report-card">
      <div className="mk-card__body">
        <ItemLink
          to="TechnicalDetail"
          id={item.id}
          className="mk-card__title"
          testId="report-title"
        >
          {item.title}
        </ItemLink>
        <div className="mk-card__tags">
          <Tag color="blue">{item.evaluationTypeName}</Tag>
          <Tag color={LEVEL_COLORS[item.level]}>{item.levelName}</Tag>
          <Tag>技术成熟度 {item.trl} 级</Tag>
          <Tag>{item.techArea}</Tag>
        </div>
        <p className="ev-card__summary">{item.summary}</p>
        <div className="mk-card__meta">
          <span>评价机构 {item.agencyName}</span>
          <span>完成单位 {item.holder}</span>
          <span>
            <EnvironmentOutlined /> {item.regionName}
          </span>
          <span>评价日期 {item.evaluationDate}</span>
        </div>
      </div>
      <div className="mk-card__side">
        <span className="ev-card__no">{item.reportNo}</span>
        {item.assessedValue > 0 && (
          <span className="mk-card__price">评估价值 {item.assessedValue} 万元</span>
        )}
        <span className="ev-card__views">
          <EyeOutlined /> {item.viewCount}
        </span>
      </div>
    </article>
  );
}
