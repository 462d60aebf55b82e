import { type FieldOption, MerchantPaths } from '@portal/shared/api/index';
import { PROVIDER_AUTH_TYPE_VALUES, PROVIDER_AUTH_TYPES } from '@portal/shared/enums/provider-type';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { MerchantMessages as M, orgApplicationSchema } from '@portal/shared/validation/merchant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Cascader, Form, Input, message, Select, TreeSelect } from 'antd';
import { useNavigate } from 'react-router';
import { FileField } from '../components/file-field.tsx';
import { api } from '../lib/api.ts';
import { useMe } from '../lib/me.ts';
import { useFields, useRegions } from '../lib/options.ts';

const rules = toAntdRules(orgApplicationSchema);

interface Values {
  authType: number;
  orgName: string;
  creditCode: string;
  licenceFileId: number;
  qualificationFileIds?: number[];
  logoFileId?: number;
  contact: string;
  telephone: string;
  region: string[];
  techFieldIds: number[];
  address?: string;
  intro: string;
}

interface TreeNode {
  title: string;
  value: number;
  children?: TreeNode[];
}

const toTree = (fields: FieldOption[]): TreeNode[] =>
  fields.map((f) => ({
    title: f.name,
    value: f.id,
    ...(f.children?.length ? { children: toTree(f.children) } : {}),
  }));

/** 机构入驻: a member applies for an organisation; the platform reviews it. */
export default function ApplyPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const regions = useRegions();
  const fields = useFields();
  const submit = useMutation({
    mutationFn: ({ region, ...values }: Values) =>
      api.post<{ id: number }>(MerchantPaths.onboarding, {
        ...values,
        regionCode: region[region.length - 1],
        qualificationFileIds: values.qualificationFileIds ?? [],
      }),
    onSuccess: async () => {
      void message.success('入驻申请已提交，请等待平台审核');
      await queryClient.invalidateQueries({ queryKey: ['merchant'] });
      navigate('/', { replace: true });
    },
  });
  if (me.data?.org) {
    return (
      <Alert type="info" showIcon title={`您已是“${me.data.org.orgName}”的成员，无需申请入驻。`} />
    );
  }
  if (me.data?.application?.status === 0) {
    return <Alert type="info" showIcon title="您的入驻申请正在审核中，请在工作台查看进度。" />;
  }
  return (
    <Card title={<h1 className="mc-h1">机构入驻申请</h1>}>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="merchant-apply"
        onFinish={(values) => submit.mutate(values)}
        scrollToFirstError
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="authType"
          label="机构类型"
          rules={[{ required: true, message: M.authTypeRequired }]}
        >
          <Select
            placeholder="请选择机构类型"
            options={PROVIDER_AUTH_TYPE_VALUES.map((v) => ({
              value: v,
              label: PROVIDER_AUTH_TYPES[v],
            }))}
          />
        </Form.Item>
        <Form.Item name="orgName" required label="机构名称" rules={rules.orgName}>
          <Input placeholder="与营业执照或法人证书一致" maxLength={50} />
        </Form.Item>
        <Form.Item name="creditCode" required label="统一社会信用代码" rules={rules.creditCode}>
          <Input placeholder="18位统一社会信用代码" maxLength={18} />
        </Form.Item>
        <Form.Item
          name="licenceFileId"
          label="营业执照或法人证书"
          extra="仅平台审核人员可见；支持jpg、png、pdf"
          rules={[{ required: true, message: M.licenceRequired }]}
        >
          <FileField label="上传执照" testId="licence-upload" />
        </Form.Item>
        <Form.Item name="qualificationFileIds" label="资质证明（选填，最多5份）">
          <FileField label="上传资质文件" max={5} />
        </Form.Item>
        <Form.Item name="logoFileId" label="机构logo（选填，审核通过后公开展示）">
          <FileField label="上传logo" accept=".jpg,.jpeg,.png,.gif,.webp" />
        </Form.Item>
        <Form.Item name="contact" required label="联系人" rules={rules.contact}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="telephone" required label="联系电话" rules={rules.telephone}>
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          rules={[{ required: true, message: M.regionRequired }]}
        >
          <Cascader
            placeholder="请选择省 / 市 / 区县"
            options={regions.data ?? []}
            loading={regions.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="techFieldIds"
          label="技术领域"
          rules={[{ required: true, type: 'array', min: 1, message: M.fieldsRequired }]}
        >
          <TreeSelect
            multiple
            treeCheckable={false}
            placeholder="可选择多个技术领域"
            treeData={toTree(fields.data ?? [])}
            loading={fields.isLoading}
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <Form.Item name="address" label="详细地址（选填）">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="intro" required label="机构简介" rules={rules.intro}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交申请
        </Button>
      </Form>
    </Card>
  );
}
