import { MATCH_TEXT_MAX } from '@portal/shared/api/match';
import { Button, Drawer, Input } from 'antd';
import { useState } from 'react';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useMatches } from '../api/match.ts';
import { MatchGroups } from './match-list.tsx';

/**
 * The AI assistant (issue 28): a member or visitor describes a technical problem in Chinese and
 * gets ranked, explained outcomes, experts, organisations and needs, each linked to its page.
 */
export function AiPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const matches = useMatches({ source: 'ask', text }, text.length >= 2);
  const tooShort = draft.trim().length < 2;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="AI助手 · 智能匹配"
      size="min(520px, 100vw)"
      destroyOnHidden={false}
      data-testid="ai-panel"
    >
      <form
        className="mt-ask"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooShort) setText(draft.trim());
        }}
      >
        <Input.TextArea
          aria-label="描述您遇到的技术问题"
          placeholder="请描述您遇到的技术问题，例如：锂电池低温下容量衰减严重，需要改进电解液"
          value={draft}
          maxLength={MATCH_TEXT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="primary" htmlType="submit" disabled={tooShort} loading={matches.isFetching}>
          开始匹配
        </Button>
      </form>
      {text !== '' &&
        (matches.isPending ? (
          <SkeletonLines count={6} />
        ) : matches.data ? (
          <>
            {matches.data.terms.length > 0 && (
              <p className="mt-understood" data-testid="ai-terms">
                已理解：{matches.data.terms.join('、')}
              </p>
            )}
            <MatchGroups answer={matches.data} text={text} />
          </>
        ) : null)}
    </Drawer>
  );
}
