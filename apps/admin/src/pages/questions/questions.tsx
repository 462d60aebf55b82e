import { type AdminQuestionRow, AdminQueuePaths } from '@portal/shared/api/index';
import { QUESTION_CATEGORIES, QUESTION_STATUSES } from '@portal/shared/enums/interaction';
import { labelOf } from '@portal/shared/enums/label';
import { Descriptions, Form, Input, Radio, Space } from 'antd';
import { FormModalButton } from '../../components/form-modal.tsx';
import { MoveButtons } from '../../components/move-buttons.tsx';
import { QueuePage } from '../../components/queue-page.tsx';
import { api } from '../../lib/api.ts';

interface AnswerValues {
  answer: string;
  dept: string;
  publish: boolean;
}

const INVALIDATE = [
  ['admin', 'questions'],
  ['admin', 'dashboard'],
];

/** 回复 (or 修改回复): the answer, the answering department, public or to the asker only. */
function AnswerButton({ question }: { question: AdminQuestionRow }) {
  return (
    <FormModalButton<AnswerValues>
      label={question.status === 0 ? '回复' : '修改回复'}
      title={`回复：${question.title}`}
      okText="提交回复"
      intro={<p className="ad-question-text">{question.content}</p>}
      initialValues={{
        answer: question.answer ?? '',
        dept: question.answerDept ?? '',
        publish: question.status !== 2,
      }}
      send={(v) =>
        api.post<null>(AdminQueuePaths.questionAnswer(question.id), {
          ...v,
          answer: v.answer.trim(),
          dept: v.dept.trim(),
        })
      }
      done="已回复"
      invalidate={INVALIDATE}
    >
      <Form.Item
        name="answer"
        label="回复内容"
        rules={[
          { required: true, whitespace: true, message: '请输入回复内容' },
          { max: 1000, message: '回复内容不能超过1000个字' },
        ]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item
        name="dept"
        label="答复部门"
        rules={[
          { required: true, whitespace: true, message: '请输入答复部门' },
          { max: 30, message: '答复部门不能超过30个字' },
        ]}
      >
        <Input placeholder="如：成果转化处" />
      </Form.Item>
      <Form.Item name="publish" label="公开方式">
        <Radio.Group
          options={[
            { value: true, label: '公开（已回复）' },
            { value: false, label: '仅提问人可见（不予公开）' },
          ]}
        />
      </Form.Item>
    </FormModalButton>
  );
}

/** 互动交流 public questions: answer and publish, or keep the answer to the asker. */
export default function QuestionsPage() {
  return (
    <QueuePage<AdminQuestionRow>
      name="questions"
      path={AdminQueuePaths.questions}
      exportName="公众提问"
      statuses={QUESTION_STATUSES}
      defaultStatus="0"
      statusLabel="提问状态"
      keywordLabel="问题标题"
      columns={[
        { title: '问题标题', dataIndex: 'title' },
        {
          title: '类别',
          dataIndex: 'category',
          render: (v: number) => labelOf(QUESTION_CATEGORIES, v),
        },
        { title: '提问会员', dataIndex: 'username' },
        { title: '提问时间', dataIndex: 'createdAt' },
      ]}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="问题内容">{r.content}</Descriptions.Item>
          {r.answer ? (
            <Descriptions.Item label={`回复（${r.answerDept ?? ''} ${r.answeredAt ?? ''}）`}>
              {r.answer}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      )}
      actions={(r) => (
        <Space wrap>
          <AnswerButton question={r} />
          {r.status !== 0 ? (
            <MoveButtons
              path={AdminQueuePaths.questionVisibility(r.id)}
              actions={[
                r.status === 1
                  ? { to: 2, label: '不予公开', danger: true }
                  : { to: 1, label: '公开' },
              ]}
              invalidate={INVALIDATE}
            />
          ) : null}
        </Space>
      )}
    />
  );
}
