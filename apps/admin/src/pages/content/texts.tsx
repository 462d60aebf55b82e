import { type AdminEditableText, AdminContentPaths as P } from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { ImageField } from '../../components/image-field.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

const KEY = ['admin', 'texts'];

/**
 * 平台文本: the portal's fixed rich texts (platform introduction, about us, innovation, the user
 * agreement, the platform notice). Content edits them in place; audit sees them read-only.
 */
export default function TextsPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const writer = useSession()?.operator.roles.includes('content') ?? false;
  const [editing, setEditing] = useState<AdminEditableText | null>(null);
  const [form] = Form.useForm();
  const { data, isFetching } = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<AdminEditableText[]>(P.texts),
  });
  const save = useMutation({
    mutationFn: (values: { title: string; content: string; img?: string | null }) =>
      api.post(P.text(editing!.key), { ...values, img: values.img || null }),
    onSuccess: () => {
      setEditing(null);
      void message.success('已保存');
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const open = (text: AdminEditableText) => {
    form.resetFields();
    form.setFieldsValue(text);
    setEditing(text);
  };
  const hasPicture = editing !== null && !editing.key.startsWith('protocol-');

  return (
    <div className="ad-panel" data-testid="texts-page">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className="ad-scroll" tabIndex={0} aria-label="平台文本列表">
        <Table<AdminEditableText>
          rowKey="key"
          size="middle"
          loading={isFetching}
          dataSource={data ?? []}
          pagination={false}
          columns={[
            { title: '文本', dataIndex: 'label' },
            { title: '标题', dataIndex: 'title' },
            { title: '更新日期', dataIndex: 'updatedAt' },
            {
              title: '操作',
              key: 'op',
              render: (_v, text) => (
                <Button size="small" onClick={() => open(text)}>
                  {writer ? '编辑' : '查看'}
                </Button>
              ),
            },
          ]}
        />
      </section>
      <Modal
        open={editing !== null}
        title={editing ? `${writer ? '编辑' : '查看'}${editing.label}` : ''}
        width="min(860px, calc(100vw - 32px))"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ disabled: !writer }}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          disabled={!writer}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
            <Input maxLength={100} />
          </Form.Item>
          {hasPicture && (
            <Form.Item name="img" label="配图">
              <ImageField label="配图" />
            </Form.Item>
          )}
          <Form.Item
            name="content"
            label="正文"
            rules={[{ required: true, message: '请填写正文' }]}
          >
            <RichTextEditor label="正文" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
