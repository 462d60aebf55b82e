import type { PolicyDocItem } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import {
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
} from '@portal/shared/enums/policy-apply-status';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import './policy.css';

/** 政策文件 a policy rests on: title (to its full text), 文号, issuer, date, status. */
export function PolicyDocList({ docs }: { docs: PolicyDocItem[] }) {
  return (
    <ul className="pl-doc-list" data-testid="policy-docs">
      {docs.map((doc) => (
        <li key={doc.id}>
          <ItemLink to="Policydocument" id={doc.id}>
            {doc.title}
          </ItemLink>
          <span className="pl-doc-no">{doc.docNo}</span>
          <span className="pl-doc-no">
            {doc.issuer} · {doc.publishDate}
          </span>
          <Tag>{labelOf(POLICY_DOC_CATEGORIES, doc.category)}</Tag>
          <Tag color={doc.docStatus === 1 ? 'green' : 'default'}>
            {labelOf(POLICY_DOC_STATUSES, doc.docStatus)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
