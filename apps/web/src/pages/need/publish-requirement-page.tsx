import type { CreatedId } from '@portal/shared/api/index';
import { Button, Form, Result, Space } from 'antd';
import { useState } from 'react';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { type NeedValues, TechNeedForm } from '../../features/need/components/tech-need-form.tsx';
import { ensureMember } from '../../lib/member-only.ts';
import '../../features/market/components/market-forms.css';

/** /PublishRequirement: the tech need form of spec §3/§5 as a page, then where to find it. */
export function Component() {
  const [form] = Form.useForm<NeedValues>();
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<CreatedId | null>(null);

  if (created) {
    return (
      <section className="mk-form pt-card" data-testid="publish-result">
        <Result
          status="success"
          title="需求已提交"
          subTitle="需求经平台审核后向所有访客公开；审核期间您可在需求库中看到它（待审核）。"
          extra={
            <Space>
              <LinkButton type="primary" to={getHref('NeedDetail', { query: { id: created.id } })}>
                查看需求
              </LinkButton>
              <LinkButton to={getHref('NeedList')}>需求库</LinkButton>
              <Button
                onClick={() => {
                  form.resetFields();
                  setCreated(null);
                }}
              >
                继续发布
              </Button>
            </Space>
          }
        />
      </section>
    );
  }

  return (
    <section className="mk-form pt-card" data-testid="publish-requirement">
      <h1 className="pt-page-title">发布技术需求</h1>
      <p className="pt-dialog-intro pt-need-intro">
        发布企业技术需求，平台将为您匹配高校院所科技成果与专家团队，需求经审核后公开展示。
      </p>
      <TechNeedForm form={form} onSending={setSending} onSent={setCreated} />
      <Button
        type="primary"
        size="large"
        block
        loading={sending}
        onClick={() => ensureMember() && form.submit()}
        data-testid="publish-submit"
      >
        提交需求
      </Button>
    </section>
  );
}
