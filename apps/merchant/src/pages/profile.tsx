import { MerchantPaths, type OrgChange, type OrgProfile } from '@portal/shared/api/index';
import { PROVIDER_AUTH_TYPE_VALUES, PROVIDER_AUTH_TYPES } from '@portal/shared/enums/provider-type';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  MerchantMessages as M,
  orgChangeSchema,
  orgProfileSchema,
} from '@portal/shared/validation/merchant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Cascader,
  Descriptions,
  Form,
  Input,
  message,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tag,
  TreeSelect,
} from 'antd';
import { CoverField } from '../components/cover-field.tsx';
import { api } from '../lib/api.ts';
import { fieldTree, regionPath, useFields, useRegions } from '../lib/options.ts';
import { useIsOwner } from '../lib/role.ts';

const profileRules = toAntdRules(orgProfileSchema);
const changeRules = toAntdRules(orgChangeSchema);
const PROFILE_KEY = ['merchant', 'profile'];

const CHANGE_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

function ChangeState({ change, owner }: { change: OrgChange; owner: boolean }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => api.post(MerchantPaths.profileChangeWithdraw, { id: change.id }),
    onSuccess: () => {
      void message.success('已撤回');
      return queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
  return (
    <Alert
      type={change.status === 2 ? 'error' : change.status === 0 ? 'info' : 'success'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="org-change-state"
      title={
        <Space wrap>
          最近一次变更
          <Tag color={CHANGE_COLOR[change.status]}>{change.statusName}</Tag>
          {`${change.orgName}（${change.authTypeName}，${change.regionName}）`}
        </Space>
      }
      description={
        change.status === 2
          ? `驳回原因：${change.reason}`
          : change.status === 0
            ? '审核通过前，服务大厅等页面仍展示当前信息。'
            : `提交于 ${change.createdAt}`
      }
      action={
        owner &&
        change.status === 0 && (
          <Popconfirm title="确定撤回这次变更吗？" onConfirm={() => withdraw.mutate()}>
            <Button size="small">撤回</Button>
          </Popconfirm>
        )
      }
    />
  );
}

interface ChangeValues {
  orgName: string;
  creditCode: string;
  authType: number;
  region: string[];
  logoFileId?: number;
}

/** Who the organisation is: changed only through the platform's review. */
function IdentityCard({ profile, owner }: { profile: OrgProfile; owner: boolean }) {
  const queryClient = useQueryClient();
  const regions = useRegions();
  const [form] = Form.useForm<ChangeValues>();
  const ask = useMutation({
    mutationFn: ({ region, ...v }: ChangeValues) =>
      api.post(MerchantPaths.profileChange, {
        orgName: v.orgName,
        creditCode: v.creditCode,
        authType: v.authType,
        regionCode: region[region.length - 1],
        ...(v.logoFileId ? { logoFileId: v.logoFileId } : {}),
      }),
    onSuccess: () => {
      void message.success('变更已提交，审核通过后生效');
      form.setFieldValue('logoFileId', undefined);
      return queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
  const pending = profile.change?.status === 0;
  return (
    <Card title="机构身份信息（变更须平台审核）" data-testid="org-identity">
      {profile.change && <ChangeState change={profile.change} owner={owner} />}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="机构名称">{profile.orgName}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{profile.creditCode}</Descriptions.Item>
        <Descriptions.Item label="机构类型">{profile.authTypeName}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{profile.regionName}</Descriptions.Item>
      </Descriptions>
      {owner && !pending && (
        <Form<ChangeValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{
            orgName: profile.orgName,
            creditCode: profile.creditCode,
            authType: profile.authType,
            region: regionPath(profile.regionCode),
          }}
          onFinish={(v) => ask.mutate(v)}
          data-testid="org-change-form"
        >
          <Form.Item name="orgName" label="机构名称" required rules={changeRules.orgName}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            required
            rules={changeRules.creditCode}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="authType" label="机构类型" required rules={changeRules.authType}>
            <Select
              options={PROVIDER_AUTH_TYPE_VALUES.map((v) => ({
                value: v,
                label: PROVIDER_AUTH_TYPES[v],
              }))}
            />
          </Form.Item>
          <Form.Item
            name="region"
            label="所在地区"
            rules={[{ required: true, message: M.regionRequired }]}
          >
            <Cascader options={regions.data ?? []} placeholder="请选择省 / 市 / 区县" />
          </Form.Item>
          <Form.Item name="logoFileId" label="机构logo" extra="新logo审核通过后公开">
            <CoverField published={profile.orgLogo || undefined} what="logo" testId="org-logo" />
          </Form.Item>
          <Button htmlType="submit" loading={ask.isPending}>
            提交变更审核
          </Button>
        </Form>
      )}
    </Card>
  );
}

interface ProfileValues {
  contact: string;
  telephone: string;
  address?: string;
  techFieldId?: number;
  intro: string;
}

/**
 * 机构资料: contact, address, field and introduction go live as the owner saves them; name,
 * credit code, kind, region and logo go to the platform first (README, provider workspace).
 */
export default function ProfilePage() {
  const owner = useIsOwner();
  const queryClient = useQueryClient();
  const fields = useFields();
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api.get<OrgProfile>(MerchantPaths.profile),
  });
  const save = useMutation({
    mutationFn: ({ techFieldId, ...v }: ProfileValues) =>
      api.post(MerchantPaths.profileSave, { ...v, ...(techFieldId ? { techFieldId } : {}) }),
    onSuccess: () => {
      void message.success('机构资料已更新');
      return queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
  if (!profile.data) return <Skeleton active />;
  const p = profile.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<h1 className="mc-h1">机构资料</h1>} data-testid="org-profile">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            owner
              ? '联系人、电话、地址、技术领域和简介保存后立即在服务大厅展示。'
              : '机构资料由机构负责人维护。'
          }
        />
        <Form<ProfileValues>
          layout="vertical"
          style={{ maxWidth: 720 }}
          disabled={!owner}
          initialValues={{
            contact: p.contact,
            telephone: p.telephone,
            address: p.address,
            intro: p.intro,
            ...(p.techFieldId ? { techFieldId: p.techFieldId } : {}),
          }}
          onFinish={(v) => save.mutate(v)}
          data-testid="org-profile-form"
        >
          <Form.Item name="contact" label="联系人" required rules={profileRules.contact}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="telephone" label="联系电话" required rules={profileRules.telephone}>
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item name="address" label="地址（选填）" rules={profileRules.address}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="techFieldId" label="技术领域（选填）">
            <TreeSelect
              treeData={fieldTree(fields.data ?? [])}
              placeholder="请选择技术领域"
              showSearch={{ treeNodeFilterProp: 'title' }}
              allowClear
            />
          </Form.Item>
          <Form.Item name="intro" label="机构简介" required rules={profileRules.intro}>
            <Input.TextArea rows={5} maxLength={2000} showCount />
          </Form.Item>
          {owner && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          )}
        </Form>
      </Card>
      <IdentityCard profile={p} owner={owner} />
    </Space>
  );
}
