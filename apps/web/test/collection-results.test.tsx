import type {
  CollectionForm,
  QuestionnaireQuestion,
  QuestionnaireResults,
} from '@portal/shared/api/index';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportView } from '../src/features/collection/components/report-view.tsx';
import { ResultBars } from '../src/features/collection/components/result-bars.tsx';

const questions: QuestionnaireQuestion[] = [
  { id: 1, type: 1, title: '满意度', required: true, options: ['满意', '一般'], maxLength: 0 },
  { id: 2, type: 2, title: '常用栏目', required: true, options: ['成果', '需求'], maxLength: 0 },
  { id: 3, type: 3, title: '建议', required: false, options: [], maxLength: 200 },
];
const results: QuestionnaireResults = {
  responseCount: 4,
  questions: [
    {
      questionId: 1,
      type: 1,
      answerCount: 4,
      options: [
        { label: '满意', count: 3, percent: 75 },
        { label: '一般', count: 1, percent: 25 },
      ],
    },
    {
      questionId: 2,
      type: 2,
      answerCount: 4,
      options: [
        { label: '成果', count: 4, percent: 100 },
        { label: '需求', count: 2, percent: 50 },
      ],
    },
    { questionId: 3, type: 3, answerCount: 2, options: [] },
  ],
};

describe('questionnaire results', () => {
  it('draws a bar per option with its count and share, and counts fill-ins', () => {
    render(<ResultBars questions={questions} results={results} />);
    expect(screen.getByTestId('response-count')).toHaveTextContent('4');
    const bars = screen.getAllByTestId('result-bar');
    expect(bars.map((b) => b.textContent)).toEqual([
      '满意3票 · 75%',
      '一般1票 · 25%',
      '成果4票 · 100%',
      '需求2票 · 50%',
    ]);
    const fill = bars[0]!.querySelector('.pt-q__bar-fill') as HTMLElement;
    expect(fill.style.width).toBe('75%');
    expect(screen.getByRole('img', { name: '需求 2票 50%' })).toBeInTheDocument();
    expect(screen.getByText('2. 常用栏目（多选）')).toBeInTheDocument();
    expect(screen.getByText('已有 2 人填写')).toBeInTheDocument();
  });
});

describe('submitted report', () => {
  it('shows every field of the definition read-only, with units and — for empty ones', () => {
    const definition: CollectionForm = {
      id: 1,
      type: 1,
      title: '企业研发数据',
      intro: '',
      fieldCount: 3,
      periods: [],
      fields: [
        { key: 'name', label: '企业名称', kind: 'text', required: true },
        { key: 'money', label: '研发经费支出', kind: 'number', required: true, unit: '万元' },
        { key: 'remark', label: '备注', kind: 'textarea', required: false },
      ],
    };
    render(
      <ReportView
        definition={definition}
        periodName="2026年第三季度"
        submission={{
          type: 1,
          periodId: 3,
          status: 1,
          values: { name: '甲公司', money: 150.5 },
          updatedAt: '2026-11-21 10:00:00',
          submittedAt: '2026-11-21 10:00:00',
        }}
      />,
    );
    const view = screen.getByTestId('report-view');
    expect(view).toHaveTextContent('2026年第三季度数据已于 2026-11-21 10:00:00 提交，不能再修改');
    expect(view).toHaveTextContent('甲公司');
    expect(view).toHaveTextContent('150.5 万元');
    expect(view).toHaveTextContent('备注—');
  });
});
