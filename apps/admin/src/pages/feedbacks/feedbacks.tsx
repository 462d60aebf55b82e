import { type AdminFeedbackRow, AdminQueuePaths } from '@portal/shared/api/index';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@portal/shared/enums/interaction';
import { labelOf } from '@portal/shared/enums/label';
import { Descriptions, Form, Input } from 'antd';
import { FormModalButton } from '../../components/form-modal.tsx';
import { QueuePage } from '../../components/queue-page.tsx';
import { api } from '../../lib/api.ts';

/** 标记已处理 with an optional note, once. */
function HandleButton({ id }: { id: number }) {
  return (
    <FormModalButton<{ note?: string }>
      label="标记已处理"
      title="标记已处理"
      okText="确认"
      send={(v) =>
        api.post<null>(
          AdminQueuePaths.feedbackHandle(id),
          v.note?.trim() ? { note: v.note.trim() } : {},
        )
      }
      done="已标记为已处理"
      invalidate={[
        ['admin', 'feedbacks'],
        ['admin', 'dashboard'],
      ]}
    >
      <Form.Item
        name="note"
        label="处理说明（选填）"
        rules={[{ max: 200, message: '处理说明不能超过200个字' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModalButton>
  );
}

/** 意见反馈 from guests and members: read and mark handled. */
export default function FeedbacksPage() {
  return (
    <QueuePage<AdminFeedbackRow>
      name="feedbacks"
      path={AdminQueuePaths.feedbacks}
      exportName="意见反馈"
      statuses={FEEDBACK_STATUSES}
      defaultStatus="0"
      statusLabel="处理状态"
      keywordLabel="反馈内容"
      columns={[
        { title: '类型', dataIndex: 'type', render: (v: number) => labelOf(FEEDBACK_TYPES, v) },
        {
          title: '反馈内容',
          dataIndex: 'content',
          render: (v: string) => (v.length > 30 ? `${v.slice(0, 30)}…` : v),
        },
        { title: '来自', dataIndex: 'username', render: (v: string | null) => v ?? '游客' },
        { title: '提交时间', dataIndex: 'createdAt' },
      ]}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="反馈内容">{r.content}</Descriptions.Item>
          <Descriptions.Item label="联系方式">{r.contact ?? '—'}</Descriptions.Item>
          {r.handleNote ? (
            <Descriptions.Item label="处理说明">{r.handleNote}</Descriptions.Item>
          ) : null}
        </Descriptions>
      )}
      actions={(r) => (r.status === 0 ? <HandleButton id={r.id} /> : null)}
    />
  );
}
