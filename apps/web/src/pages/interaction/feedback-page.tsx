import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { FeedbackForm } from '../../features/interaction/components/feedback-form.tsx';
import './interaction-page.css';

/** 意见反馈 (/Feedback): anyone may send one; a member's is linked to the account. */
export function Component() {
  return (
    <section className="ia-form pt-card" data-testid="feedback-page">
      <h1 className="pt-page-title">意见反馈</h1>
      <p className="pt-page-subtitle" style={{ marginBottom: 24 }}>
        您对平台的建议、使用中遇到的问题或投诉，我们会认真处理；如需答复请留下手机号。
      </p>
      <FeedbackForm
        footer={
          <LinkButton key="home" type="primary" to={getHref('Index')}>
            返回首页
          </LinkButton>
        }
      />
    </section>
  );
}
