import type { QuestionnaireQuestion, QuestionnaireResults } from '@portal/shared/api/index';

/** Results of a questionnaire: a plain CSS bar per option with its count and share. */
export function ResultBars({
  questions,
  results,
}: {
  questions: QuestionnaireQuestion[];
  results: QuestionnaireResults;
}) {
  const byId = new Map(results.questions.map((r) => [r.questionId, r]));
  return (
    <div data-testid="questionnaire-results">
      <p className="pt-col__intro">
        共 <b data-testid="response-count">{results.responseCount}</b> 份答卷
      </p>
      {questions.map((q, index) => {
        const r = byId.get(q.id);
        return (
          <div className="pt-q__result" key={q.id}>
            <h4>
              {index + 1}. {q.title}
              {q.type === 2 && '（多选）'}
            </h4>
            {q.type === 3 ? (
              <div className="pt-q__meta">已有 {r?.answerCount ?? 0} 人填写</div>
            ) : (
              (r?.options ?? []).map((o) => (
                <div className="pt-q__bar" key={o.label} data-testid="result-bar">
                  <span className="pt-q__bar-label">{o.label}</span>
                  <span
                    className="pt-q__bar-track"
                    role="img"
                    aria-label={`${o.label} ${o.count}票 ${o.percent}%`}
                  >
                    <span
                      className="pt-q__bar-fill"
                      style={{ width: `${o.percent}%`, display: 'block' }}
                    />
                  </span>
                  <span className="pt-q__bar-num">
                    {o.count}票 · {o.percent}%
                  </span>
                </div>
              ))
            )}
          </div>
        );
      })}
    </div>
  );
}
