import type { RegionNode } from '@portal/shared/api/index';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { techNeedSchema } from '@portal/shared/validation/need';
import { Cascader, Form, type FormInstance, Input } from 'antd';
import { useEffect } from 'react';
import { useSession } from '../../account/index.ts';
import { useLocations } from '../../content/api/get-locations.ts';
import { useNeedContact } from '../api/get-need-contact.ts';

const rules = toAntdRules(techNeedSchema);

/** The path of province → city → district codes down to `code`, for the cascader. */
function pathTo(nodes: RegionNode[] | undefined, code: string | undefined): string[] | undefined {
  if (!nodes || !code) return undefined;
  for (const node of nodes) {
    if (node.value === code) return [node.value];
    const below = pathTo(node.children, code);
    if (below) return [node.value, ...below];
  }
  return undefined;
}

interface ContactValues {
  companyName?: string;
  regionCode?: string;
  linkman?: string;
  linkphone?: string;
}

/**
 * 需求单位, 所在地区, 联系人, 联系电话 of a new need (issue 26): prefilled from the member's
 * certification and editable; fields the member already typed in are left alone.
 */
export function NeedContactFields({ form }: { form: FormInstance }) {
  const { token } = useSession();
  const defaults = useNeedContact(Boolean(token));
  const locations = useLocations();
  useEffect(() => {
    const d = defaults.data;
    if (!d) return;
    const fill: ContactValues = {};
    for (const key of ['companyName', 'regionCode', 'linkman', 'linkphone'] as const) {
      if (!form.isFieldTouched(key) && d[key]) fill[key] = d[key] ?? undefined;
    }
    form.setFieldsValue(fill);
  }, [defaults.data, form]);
  return (
    <>
      <p className="pt-need-wide pt-need-contact-note">
        以下信息取自您的实名认证，可修改；访客看到的联系电话将隐去中间四位。
      </p>
      <Form.Item label="需求单位" name="companyName" rules={rules.companyName}>
        <Input placeholder="请输入需求单位" maxLength={50} />
      </Form.Item>
      <Form.Item
        label="所在地区"
        name="regionCode"
        rules={rules.regionCode}
        getValueProps={(code?: string) => ({ value: pathTo(locations.data, code) })}
        normalize={(path?: string[]) => path?.at(-1)}
      >
        <Cascader
          placeholder="请选择所在地区"
          options={locations.data ?? []}
          showSearch
          changeOnSelect
        />
      </Form.Item>
      <Form.Item label="联系人" name="linkman" rules={rules.linkman}>
        <Input placeholder="请输入联系人" maxLength={50} />
      </Form.Item>
      <Form.Item label="联系电话" name="linkphone" rules={rules.linkphone}>
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
    </>
  );
}
