import { QUESTION_STATUSES } from '@portal/shared/enums/interaction';
import { Descriptions, Tag } from 'antd';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { DetailSection, DetailTitle } from '../../components/detail/detail-parts.tsx';
import { useQuestionDetail } from '../../features/interaction/api/get-question-detail.ts';
import '../../features/interaction/components/interaction.css';

/** 问题详情 (/InteractionDetail?id): the question and, once given, the department's answer. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useQuestionDetail}
      notFoundTitle="该问题不存在或未公开"
      back={{ to: 'Interaction', label: '浏览公开问答' }}
      testId="question-detail"
    >
      {(q) => (
        <>
          <section className="mk-detail pt-card">
            <DetailTitle>{q.title}</DetailTitle>
            <Descriptions bordered column={{ xs: 1, sm: 2 }} size="middle">
              <Descriptions.Item label="问题类别">{q.categoryName}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <Tag color={q.status === 1 ? 'green' : q.status === 0 ? 'orange' : 'default'}>
                  {QUESTION_STATUSES[q.status as keyof typeof QUESTION_STATUSES]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label="提问人">{q.askerName}</Descriptions.Item>
              <Descriptions.Item label="提问时间">{q.askDate}</Descriptions.Item>
            </Descriptions>
          </section>
          <DetailSection title="问题内容">
            <p className="ia-detail__text">{q.content}</p>
          </DetailSection>
          <DetailSection title="答复">
            {q.answer ? (
              <>
                <p className="ia-detail__text" data-testid="question-answer">
                  {q.answer}
                </p>
                <div className="pt-meta-line">
                  <span>答复部门 {q.answerDept}</span>
                  <span>答复时间 {q.answerDate}</span>
                </div>
              </>
            ) : (
              <p className="ia-q__waiting">问题已提交，相关部门将尽快答复。</p>
            )}
          </DetailSection>
        </>
      )}
    </DetailScreen>
  );
}
