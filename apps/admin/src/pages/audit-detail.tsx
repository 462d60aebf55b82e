import { AUCTION_STATUSES } from '@portal/shared/enums/auction-status';
import { PUBLISH_STATUSES } from '@portal/shared/enums/market-status';
import { MEMBER_STATUSES, OPERATOR_ROLES } from '@portal/shared/enums/operator-role';
import { PAYMENT_STATUSES } from '@portal/shared/enums/settlement';
import { CERT_STATUSES } from '@portal/shared/enums/verify-status';
import { Link } from 'react-router';

/** What a console audit row's detail holds (modules/admin/guard.ts). */
interface AuditDetail {
  method?: string;
  path?: string;
  code?: number | null;
  target?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** The console page of an audited object, where one exists; the words for the others. */
const TARGETS: Record<string, { label: string; href?: (id: string) => string }> = {
  certificationId: { label: '实名认证', href: (id) => `/certifications/${id}` },
  memberId: { label: '会员', href: (id) => `/members/${id}` },
  paymentId: { label: '付款', href: (id) => `/payments/${id}` },
  operatorId: { label: '运营账号', href: () => '/operators' },
  needId: { label: '技术需求', href: () => '/needs' },
  auctionId: { label: '竞价项目', href: () => '/auctions' },
  financingId: { label: '融资需求', href: () => '/financing' },
  undertakingId: { label: '需求承接', href: () => '/undertakings' },
  participationId: { label: '悬赏揭榜', href: () => '/participations' },
  evaluationRequestId: { label: '评价申请', href: () => '/evaluation-requests' },
  questionId: { label: '公众提问', href: () => '/questions' },
  feedbackId: { label: '意见反馈', href: () => '/feedbacks' },
};

/** A status in the words of the object it belongs to (the audit row's target). */
const STATUS_WORDS: Record<string, Readonly<Record<string | number, string>>> = {
  certificationId: CERT_STATUSES,
  needId: PUBLISH_STATUSES,
  paymentId: PAYMENT_STATUSES,
  memberId: MEMBER_STATUSES,
  auctionId: AUCTION_STATUSES,
  operatorId: { 0: '停用', 1: '启用' },
};

/** Keys of before/after in words; others are shown as they are. */
const FIELD_WORDS: Record<string, string> = {
  status: '状态',
  roles: '角色',
  reason: '原因',
  reviewReason: '审核意见',
  mustChangePassword: '须修改密码',
  passwordReset: '密码已重置',
  sessionsEnded: '已退出登录',
  username: '账号',
  displayName: '姓名',
  publishStatus: '发布状态',
  title: '标题',
};

export function parseDetail(text: string): AuditDetail {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as AuditDetail) : {};
  } catch {
    return {};
  }
}

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) return v.map(show).join('、');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** Before → after, one line per field that changed (or was set). */
export function auditDiff(
  before: unknown,
  after: unknown,
  target: Record<string, unknown> = {},
): { field: string; from: string; to: string }[] {
  const statusKey = Object.keys(target).find((k) => STATUS_WORDS[k]);
  const words = (k: string, v: unknown) => {
    if (k === 'roles' && Array.isArray(v)) {
      return v.map((r) => OPERATOR_ROLES[r as keyof typeof OPERATOR_ROLES] ?? r).join('、');
    }
    const table = k === 'status' && statusKey ? STATUS_WORDS[statusKey] : undefined;
    return table && v !== null && v !== undefined ? (table[String(v)] ?? show(v)) : show(v);
  };
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => show(b[k]) !== show(a[k]))
    .map((k) => ({ field: FIELD_WORDS[k] ?? k, from: words(k, b[k]), to: words(k, a[k]) }));
}

export function AuditTarget({ detail }: { detail: AuditDetail }) {
  const entries = Object.entries(detail.target ?? {});
  if (entries.length === 0) return <>—</>;
  return (
    <>
      {entries.map(([key, value]) => {
        const known = TARGETS[key];
        const id = String(value);
        const text = `${known?.label ?? key} ${id}`;
        return <div key={key}>{known?.href ? <Link to={known.href(id)}>{text}</Link> : text}</div>;
      })}
    </>
  );
}

export function AuditChanges({ detail }: { detail: AuditDetail }) {
  const lines = auditDiff(detail.before, detail.after, detail.target);
  return (
    <div style={{ maxWidth: 360 }} data-testid="audit-diff">
      {lines.map((l) => (
        <div key={l.field}>
          {l.field}：<s style={{ color: '#999' }}>{l.from}</s> → <b>{l.to}</b>
        </div>
      ))}
      {detail.reason && <div>原因：{detail.reason}</div>}
      {lines.length === 0 && !detail.reason && (
        <span style={{ color: '#999' }}>
          {detail.method} {detail.path}
        </span>
      )}
    </div>
  );
}
