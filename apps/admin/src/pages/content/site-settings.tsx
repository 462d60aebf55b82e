import { AdminContentPaths as P } from '@portal/shared/api/index';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** The settings the footer and header show, named as operators know them. */
const LABELS: Record<string, string> = {
  siteName: '站点名称',
  hostUnit: '主办单位',
  icpFiling: 'ICP备案号',
  icpFilingUrl: 'ICP备案查询地址',
  policeFiling: '公安备案号',
  policeFilingUrl: '公安备案查询地址',
  address: '联系地址',
  contactPhone: '联系电话',
  contactEmail: '联系邮箱',
  workTime: '工作时间',
  customerServiceUrl: '在线客服地址',
  merchantJoinUrl: '服务机构入驻地址',
  memberOnboardingUrl: '会员入驻地址',
  tradeRulesUrl: '交易规则地址',
  opinionFormUrl: '意见征集地址',
  adminUrl: '管理后台地址',
};

/** Site settings: name, filing numbers, contacts and the site's outside links. */
export default function SiteSettingsPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string>>();
  const writer = useSession()?.operator.roles.includes('content') ?? false;
  const { data, isLoading } = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<Record<string, string>>(P.settings),
  });
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const save = useMutation({
    mutationFn: (v: Record<string, string>) =>
      api.post(P.settings, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? '']))),
    onSuccess: () => void message.success('已保存'),
  });
  if (isLoading || !data) return <Spin />;
  return (
    <div className="ad-panel">
      <Form
        form={form}
        layout="vertical"
        disabled={!writer}
        onFinish={(v) => save.mutate(v)}
        className="ad-content-form"
      >
        {Object.keys(data).map((key) => (
          <Form.Item key={key} name={key} label={LABELS[key] ?? key}>
            <Input maxLength={300} />
          </Form.Item>
        ))}
        {writer && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        )}
      </Form>
    </div>
  );
}
