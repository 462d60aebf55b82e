import type { QuestionItem } from '@portal/shared/api/interaction';
import { QUESTION_STATUSES } from '@portal/shared/enums/interaction';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import './interaction.css';

const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

/**
 * One question in a list: 问 with its title, category, asker (masked) and date; 答 with the
 * answering department and date when answered. `mine` shows the member's own status.
 */
export function QuestionRow({ item, mine = false }: { item: QuestionItem; mine?: boolean }) {
  const status = QUESTION_STATUSES[item.status as keyof typeof QUESTION_STATUSES] ?? '';
  return (
    <article className="ia-q" data-testid={mine ? 'my-question' : 'question-card'}>
      <div className="ia-q__ask">
        <span className="ia-q__mark" aria-hidden="true">
          问
        </span>
        <div className="ia-q__body">
          <div className="ia-q__head">
            <ItemLink
              to="InteractionDetail"
              id={item.id}
              className="ia-q__title"
              testId="question-title"
            >
              {item.title}
            </ItemLink>
            {mine && (
              <Tag color={STATUS_COLORS[item.status]} data-testid="question-status">
                {status}
              </Tag>
            )}
          </div>
          <p className="ia-q__text">{item.content}</p>
          <div className="pt-meta-line">
            <Tag color="blue">{item.categoryName}</Tag>
            <span>提问人 {item.askerName}</span>
            <span>提问时间 {item.askDate}</span>
          </div>
        </div>
      </div>
      {item.answer ? (
        <div className="ia-q__answer">
          <span className="ia-q__mark is-answer" aria-hidden="true">
            答
          </span>
          <div className="ia-q__body">
            <p className="ia-q__text is-answer">{item.answer}</p>
            <div className="pt-meta-line">
              <span>答复部门 {item.answerDept}</span>
              <span>答复时间 {item.answerDate}</span>
            </div>
          </div>
        </div>
      ) : (
        mine && <p className="ia-q__waiting">问题已提交，相关部门将尽快答复。</p>
      )}
    </article>
  );
}
