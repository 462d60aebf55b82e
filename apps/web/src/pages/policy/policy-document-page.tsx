import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { labelOf } from '@portal/shared/enums/label';
import {
  POLICY_DOC_CATEGORIES,
  POLICY_DOC_STATUSES,
} from '@portal/shared/enums/policy-apply-status';
import { Descriptions, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { tableRow } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { usePolicyDocDetail } from '../../features/policy/api/get-policy-doc-detail.ts';
import { usePolicyDocPage } from '../../features/policy/api/get-policy-doc-page.ts';
import { PolicyDocRow } from '../../features/policy/components/policy-doc-row.tsx';
import { DOC_EXTRAS, toPolicyDocQuery } from '../../features/policy/logic/list-query.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';

const OPTIONS = { sorts: ['latest'] as const };

/** The list URL plus or minus ?id: the list's filters stay in the URL while a text is read. */
function withId(params: URLSearchParams, id: number | null): string {
  const next = new URLSearchParams(params);
  if (id) next.set('id', String(id));
  else next.delete('id');
  const query = next.toString();
  return `${getHref('Policydocument')}${query ? `?${query}` : ''}`;
}

function DocumentText({ id, backHref }: { id: number; backHref: string }) {
  const query = usePolicyDocDetail(id);
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="该政策文件不存在"
      back={{ to: 'Policydocument', label: '浏览政策文件' }}
      testId="policy-doc-detail"
    >
      {(doc) => (
        <>
          <Link to={backHref} className="pl-back">
            <ArrowLeftOutlined /> 返回文件列表
          </Link>
          <section className="mk-detail pt-card">
            <DetailTitle>{doc.title}</DetailTitle>
            <div>
              <Tag color="blue">{labelOf(POLICY_DOC_CATEGORIES, doc.category)}</Tag>
              <Tag color={doc.docStatus === 1 ? 'green' : 'default'}>
                {labelOf(POLICY_DOC_STATUSES, doc.docStatus)}
              </Tag>
            </div>
            <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label="文号">{doc.docNo}</Descriptions.Item>
              <Descriptions.Item label="发文机关">{doc.issuer}</Descriptions.Item>
              <Descriptions.Item label="成文日期">{doc.writtenDate}</Descriptions.Item>
              <Descriptions.Item label="发布日期">{doc.publishDate}</Descriptions.Item>
              <Descriptions.Item label="浏览">
                <EyeOutlined /> {doc.viewCount}
              </Descriptions.Item>
              {doc.policyId && (
                <Descriptions.Item label="相关申报">
                  <Link to={getHref('PolicyDetail', { query: { id: doc.policyId } })}>
                    {doc.policyName}
                  </Link>
                </Descriptions.Item>
              )}
            </Descriptions>
          </section>
          <DetailSection title="正文">
            <RichText html={doc.content} />
          </DetailSection>
        </>
      )}
    </DetailGate>
  );
}

/** 政策文件 (/Policydocument): filters and keyword; ?id= shows a document's full text. */
export function Component() {
  const [params] = useSearchParams();
  const id = useIdParam();
  const [state, update] = useListState(DOC_EXTRAS, OPTIONS);
  const page = usePolicyDocPage(toPolicyDocQuery(state));
  const extra = setExtra(update);
  if (params.has('id')) return <DocumentText id={id} backHref={withId(params, null)} />;
  const issuer = state.texts?.issuer;
  const rows = [
    tableRow(
      'category',
      '文件类别',
      POLICY_DOC_CATEGORIES,
      state.extras.category,
      extra('category'),
    ),
    tableRow(
      'docStatus',
      '效力状态',
      POLICY_DOC_STATUSES,
      state.extras.docStatus,
      extra('docStatus'),
    ),
    ...(issuer
      ? [
          {
            key: 'issuer',
            label: '发文机关',
            options: [{ value: issuer, label: issuer }],
            value: issuer,
            onChange: (value: string | undefined) => update({ texts: { issuer: value } }),
          },
        ]
      : []),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={OPTIONS.sorts}
      keywordPlaceholder="搜索文件标题或文号"
    >
      {(records) =>
        records.map((doc) => (
          <PolicyDocRow
            key={doc.id}
            doc={doc}
            href={withId(params, doc.id)}
            onIssuer={(name) => update({ texts: { issuer: name } })}
          />
        ))
      }
    </ListPage>
  );
}
