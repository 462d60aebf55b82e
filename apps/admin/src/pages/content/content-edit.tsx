import {
  type AdminContentItem,
  type ContentKind,
  AdminContentPaths as P,
} from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Space, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FileField } from '../../components/file-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useFieldOptions } from './field-options.ts';
import { type FieldSpec, KINDS, kindOf } from './kinds.ts';

type Values = Record<string, unknown>;

/** epoch ms ⇄ the value of an <input type="datetime-local"> (the browser's time zone). */
const toLocal = (ms: unknown) => {
  if (typeof ms !== 'number') return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocal = (value: unknown) =>
  typeof value === 'string' && value ? new Date(value).getTime() : undefined;

function toForm(fields: FieldSpec[], item: AdminContentItem): Values {
  const values: Values = {};
  for (const f of fields) {
    const v = item[f.name];
    values[f.name] = f.type === 'datetime' ? toLocal(Number(v)) : f.type === 'switch' ? v === 1 : v;
  }
  return values;
}

function toBody(fields: FieldSpec[], values: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'datetime') body[f.name] = fromLocal(v);
    else if (f.type === 'switch') body[f.name] = v ? 1 : 0;
    else if (f.type === 'number') body[f.name] = v ?? null;
    else if (f.type === 'image') body[f.name] = v ?? '';
    else body[f.name] = v;
  }
  return body;
}

/** Create or edit one content item; saved items stay as they are published (or not). */
export default function ContentEditPage() {
  const kind = kindOf(useLocation().pathname.split('/')[2]) as ContentKind;
  const { id } = useParams();
  const isNew = id === 'new';
  const spec = KINDS[kind];
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const writer = useSession()?.operator.roles.includes('content') ?? false;
  const item = useQuery({
    queryKey: ['admin', 'content', kind, 'item', id],
    queryFn: () => api.get<AdminContentItem>(P.item(kind, id!)),
    enabled: !isNew,
  });
  const options = useFieldOptions(spec.fields);
  useEffect(() => {
    if (item.data) form.setFieldsValue(toForm(spec.fields, item.data));
  }, [item.data, form, spec]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = toBody(spec.fields, values);
      return isNew
        ? api.post<AdminContentItem>(P.list(kind), body)
        : api.post<AdminContentItem>(P.item(kind, id!), body);
    },
    onSuccess: (saved) => {
      void message.success(isNew ? '已保存为草稿，发布后门户可见' : '已保存');
      void client.invalidateQueries({ queryKey: ['admin', 'content', kind] });
      navigate(isNew ? `/content/${kind}/${saved.id}` : `/content/${kind}`, { replace: isNew });
    },
  });

  if (!isNew && item.isLoading) return <Spin />;

  const input = (f: FieldSpec) => {
    switch (f.type) {
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={300} showCount />;
      case 'date':
        return <Input type="date" />;
      case 'datetime':
        return <Input type="datetime-local" />;
      case 'number':
        return <InputNumber min={f.min ?? 0} style={{ width: 200 }} placeholder={f.placeholder} />;
      case 'switch':
        return <Switch />;
      case 'image':
        return <ImageField label={f.label} />;
      case 'file':
        return <FileField label={f.label} />;
      case 'rich':
        return <RichTextEditor label={f.label} />;
      case 'select':
        return (
          <Select
            style={{ width: 320, maxWidth: '100%' }}
            showSearch
            optionFilterProp="label"
            options={f.optionsFrom ? (options[f.optionsFrom] ?? []) : f.options}
          />
        );
      default:
        return <Input maxLength={100} placeholder={f.placeholder} />;
    }
  };

  return (
    <div className="ad-panel">
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!writer}
        initialValues={{ isTop: false, recommended: false }}
        onFinish={(v) => save.mutate(v)}
        className="ad-content-form"
      >
        {spec.fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
            rules={f.required ? [{ required: true, message: `请填写${f.label}` }] : []}
          >
            {input(f)}
          </Form.Item>
        ))}
        <Space wrap>
          {writer && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          )}
          <Link to={`/content/${kind}`}>返回列表</Link>
        </Space>
      </Form>
    </div>
  );
}
