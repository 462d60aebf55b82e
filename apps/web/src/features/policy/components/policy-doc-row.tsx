import type { PolicyDocItem } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import {
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
} from '@portal/shared/enums/policy-apply-status';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import '../../../components/list/list.css';
import './policy.css';

/** A document in /Policydocument: its full text opens on the same route (`href` keeps filters). */
export function PolicyDocRow({
  doc,
  href,
  onIssuer,
}: {
  doc: PolicyDocItem;
  href: string;
  /** Filters the list by this document's issuing body. */
  onIssuer: (issuer: string) => void;
}) {
  return (
    <article className="mk-card mk-card--row" data-testid="policy-doc-card">
      <div className="mk-card__body">
        <Link to={href} className="mk-card__title" data-testid="policy-doc-title">
          {doc.title}
        </Link>
        <div className="mk-card__tags">
          <Tag color="blue">{labelOf(POLICY_DOC_CATEGORIES, doc.category)}</Tag>
          <Tag color={doc.docStatus === 1 ? 'green' : 'default'}>
            {labelOf(POLICY_DOC_STATUSES, doc.docStatus)}
          </Tag>
        </div>
        <p className="mk-card__summary">{doc.summary}</p>
        <div className="mk-card__meta">
          <span>文号 {doc.docNo}</span>
          <span>
            发文机关{' '}
            <Button type="link" size="small" onClick={() => onIssuer(doc.issuer)}>
              {doc.issuer}
            </Button>
          </span>
          <span>成文日期 {doc.writtenDate}</span>
          <span>发布日期 {doc.publishDate}</span>
        </div>
      </div>
    </article>
  );
}
