import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { EvaluationAgency } from '@portal/shared/api/index';
import { EVALUATION_TYPES, labelOf } from '@portal/shared/enums/index';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import './evaluation.css';

/** An evaluation agency: who it is, what it evaluates, its published reports. */
export function AgencyCard({ agency }: { agency: EvaluationAgency }) {
  return (
    <article className="ev-agency pt-card" data-testid="agency-card">
      <div className="ev-agency__head">
        <img src={agency.logo} alt="" width={48} height={48} loading="lazy" />
        <div>
          <h3 className="ev-agency__name">{agency.agencyName}</h3>
          <p className="ev-agency__qual">{agency.qualification}</p>
        </div>
      </div>
      <div className="ev-agency__types">
        {agency.types.map((type) => (
          <Tag key={type} color="blue">
            {labelOf(EVALUATION_TYPES, type)}
          </Tag>
        ))}
      </div>
      <p className="ev-agency__intro">{agency.intro}</p>
      <div className="ev-agency__meta">
        <span>
          <EnvironmentOutlined /> {agency.regionName}
        </span>
        <span>
          <PhoneOutlined /> {agency.contact} {agency.telephone}
        </span>
      </div>
      <Link
        className="ev-agency__reports"
        to={getHref('TechnicalList', { query: { agencyId: agency.id } })}
      >
        已发布评价报告 {agency.reportCount} 份
      </Link>
    </article>
  );
}
