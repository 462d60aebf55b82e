import {
  type AdminContentItem,
  AdminContentPaths as P,
  type SiteListKind,
} from '@portal/shared/api/index';
import { AD_POSITIONS } from '@portal/shared/enums/ad-position';
import { STAT_TILE_SOURCES } from '@portal/shared/enums/stat-source';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

type Row = AdminContentItem;

interface ListSpec {
  label: string;
  columns: { title: string; dataIndex: string; render?: (v: unknown) => React.ReactNode }[];
  form: (parents: Row[]) => React.ReactNode;
  defaults: Record<string, unknown>;
}

const positionOptions = Object.entries(AD_POSITIONS).map(([value, label]) => ({
  value: Number(value),
  label: `${label}（${value}）`,
}));
const sourceOptions = Object.entries(STAT_TILE_SOURCES).map(([value, label]) => ({
  value,
  label,
}));
const shownSwitch = (label: string) => (
  <Form.Item
    name="status"
    label={label}
    valuePropName="checked"
    getValueFromEvent={(c) => (c ? 1 : 0)}
    getValueProps={(v) => ({ checked: v === 1 })}
  >
    <Switch />
  </Form.Item>
);
const sortItem = (
  <Form.Item name="sort" label="排序（小的在前）">
    <InputNumber min={0} max={9999} />
  </Form.Item>
);
const text = (name: string, label: string, required = false) => (
  <Form.Item
    name={name}
    label={label}
    rules={required ? [{ required: true, message: `请填写${label}` }] : []}
  >
    <Input maxLength={500} />
  </Form.Item>
);
const sortColumn = { title: '排序', dataIndex: 'sort' };
/** 状态 as shown (1) or not, in the list's own words. */
const shownColumn = (on: string, off: string) => ({
  title: '状态',
  dataIndex: 'status',
  render: (v: unknown) =>
    v === 1 ? <span className="ad-status-on">{on}</span> : <span>{off}</span>,
});
/** A list of names in their order: one required text field and the sort. */
const namedList = (label: string, field: string, title: string): ListSpec => ({
  label,
  defaults: { sort: 0 },
  columns: [{ title, dataIndex: field }, sortColumn],
  form: () => (
    <>
      {text(field, title, true)}
      {sortItem}
    </>
  ),
});

const LISTS: Record<SiteListKind, ListSpec> = {
  ads: {
    label: '广告',
    defaults: { positionType: 21, status: 1, sort: 0, adType: 1, detailType: 1 },
    columns: [
      { title: '标题', dataIndex: 'title' },
      {
        title: '位置',
        dataIndex: 'positionType',
        render: (v) => AD_POSITIONS[v as keyof typeof AD_POSITIONS] ?? String(v),
      },
      shownColumn('启用', '停用'),
      sortColumn,
      { title: '投放', dataIndex: 'startDate', render: (v) => (v ? String(v) : '不限') },
    ],
    form: () => (
      <>
        <Form.Item name="positionType" label="广告位置" rules={[{ required: true }]}>
          <Select options={positionOptions} />
        </Form.Item>
        {text('title', '标题', true)}
        <Form.Item name="img" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
          <ImageField label="广告图片" />
        </Form.Item>
        {text('linkUrl', '链接地址')}
        <Form.Item name="startDate" label="开始日期">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="endDate" label="结束日期">
          <Input type="date" />
        </Form.Item>
        {shownSwitch('启用')}
        {sortItem}
      </>
    ),
  },
  hotWords: namedList('热词', 'words', '热词'),
  friendlyLinks: {
    label: '友情链接',
    defaults: { sort: 0 },
    columns: [
      { title: '名称', dataIndex: 'companyName' },
      { title: '链接', dataIndex: 'outLink' },
      sortColumn,
    ],
    form: () => (
      <>
        {text('companyName', '名称', true)}
        {text('outLink', '链接地址', true)}
        {sortItem}
      </>
    ),
  },
  navItems: {
    label: '导航',
    defaults: { clickType: 1, sort: 0, parentId: null },
    columns: [
      { title: '名称', dataIndex: 'name' },
      { title: '类型', dataIndex: 'clickType', render: (v) => (v === 2 ? '外部链接' : '站内页面') },
      { title: '页面/链接', dataIndex: 'tableRoute', render: (v) => (v ? String(v) : '—') },
      { title: '上级', dataIndex: 'parentId', render: (v) => (v ? String(v) : '—') },
      sortColumn,
    ],
    form: (parents) => (
      <>
        {text('name', '名称', true)}
        <Form.Item name="parentId" label="上级导航">
          <Select
            allowClear
            placeholder="无（一级导航）"
            options={parents
              .filter((p) => p.parentId === null)
              .map((p) => ({ value: p.id, label: String(p.name) }))}
          />
        </Form.Item>
        <Form.Item name="clickType" label="类型">
          <Select
            options={[
              { value: 1, label: '站内页面' },
              { value: 2, label: '外部链接' },
            ]}
          />
        </Form.Item>
        {text('tableRoute', '站内路径（如 /News）')}
        {text('routerName', '页面名称')}
        {text('linkUrl', '外部链接地址')}
        {sortItem}
      </>
    ),
  },
  quickMenus: {
    label: '快捷菜单',
    defaults: { sort: 0 },
    columns: [
      {
        title: '图标',
        dataIndex: 'menuImg',
        // Decorative beside the name; the portal shows the same picture in its quick menu.
        render: (v) => (v ? <img src={String(v)} alt="" width={28} height={28} /> : '—'),
      },
      { title: '名称', dataIndex: 'menuName' },
      { title: '链接', dataIndex: 'menuLink' },
      sortColumn,
    ],
    form: () => (
      <>
        {text('menuName', '名称', true)}
        <Form.Item name="menuImg" label="图标" rules={[{ required: true, message: '请上传图片' }]}>
          <ImageField label="菜单图标" />
        </Form.Item>
        {text('menuLink', '链接地址', true)}
        {sortItem}
      </>
    ),
  },
  statTiles: {
    label: '数据统计',
    defaults: { source: 'fixed', fixedCount: 0, status: 1, sort: 0 },
    columns: [
      { title: '名称', dataIndex: 'name' },
      { title: '单位', dataIndex: 'unit' },
      {
        title: '统计来源',
        dataIndex: 'source',
        render: (v) => STAT_TILE_SOURCES[v as keyof typeof STAT_TILE_SOURCES] ?? String(v),
      },
      shownColumn('显示', '隐藏'),
      sortColumn,
    ],
    form: () => (
      <>
        {text('name', '名称', true)}
        {text('unit', '单位', true)}
        <Form.Item name="source" label="统计来源" rules={[{ required: true }]}>
          <Select options={sourceOptions} />
        </Form.Item>
        <Form.Item noStyle dependencies={['source']}>
          {({ getFieldValue }) =>
            getFieldValue('source') === 'fixed' ? (
              <Form.Item name="fixedCount" label="固定数值" rules={[{ required: true }]}>
                <InputNumber min={0} style={{ width: 200 }} />
              </Form.Item>
            ) : (
              <p className="ad-hint">数值按来源实时统计门户中的真实记录。</p>
            )
          }
        </Form.Item>
        {shownSwitch('在首页显示')}
        {sortItem}
      </>
    ),
  },
  actionCategories: namedList('活动分类', 'catName', '分类名称'),
  helpCategories: namedList('帮助分类', 'name', '分类名称'),
};

const EDITABLE: Record<SiteListKind, string[]> = {
  ads: ['positionType', 'title', 'img', 'linkUrl', 'startDate', 'endDate', 'status', 'sort'],
  hotWords: ['words', 'sort'],
  friendlyLinks: ['companyName', 'outLink', 'sort'],
  navItems: ['name', 'parentId', 'clickType', 'tableRoute', 'routerName', 'linkUrl', 'sort'],
  quickMenus: ['menuName', 'menuImg', 'menuLink', 'sort'],
  statTiles: ['name', 'unit', 'source', 'fixedCount', 'status', 'sort'],
  actionCategories: ['catName', 'sort'],
  helpCategories: ['name', 'sort'],
};

function SiteList({ kind }: { kind: SiteListKind }) {
  const spec = LISTS[kind];
  const { message } = App.useApp();
  const client = useQueryClient();
  const writer = useSession()?.operator.roles.includes('content') ?? false;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [position, setPosition] = useState<number | undefined>(undefined);
  const [form] = Form.useForm();
  const key = ['admin', 'site', kind];
  const { data, isFetching } = useQuery({
    queryKey: [...key, position],
    queryFn: () => api.get<Row[]>(P.siteList(kind), { positionType: position }),
  });
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = Object.fromEntries(
        EDITABLE[kind].map((f) => [f, values[f] === undefined ? null : values[f]]),
      );
      if (kind === 'ads') {
        body.startDate = body.startDate || null;
        body.endDate = body.endDate || null;
      }
      return editing === 'new' || editing === null
        ? api.post(P.siteList(kind), body)
        : api.post(P.siteItem(kind, editing.id), body);
    },
    onSuccess: () => {
      setEditing(null);
      done('已保存');
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post(P.siteDelete(kind, id)),
    onSuccess: () => done('已删除'),
  });
  const open = (row: Row | 'new') => {
    form.resetFields();
    form.setFieldsValue(row === 'new' ? spec.defaults : row);
    setEditing(row);
  };

  return (
    <>
      <div className="ad-filters">
        {kind === 'ads' && (
          <Select
            aria-label="广告位置"
            allowClear
            placeholder="全部位置"
            style={{ width: 180 }}
            options={positionOptions}
            value={position}
            onChange={(v) => setPosition(v)}
          />
        )}
        <ExportButton
          path={P.siteList(kind)}
          filters={{ positionType: position }}
          name={spec.label}
        />
        {writer && (
          <Button type="primary" onClick={() => open('new')}>
            新增{spec.label}
          </Button>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className="ad-scroll" tabIndex={0} aria-label={`${spec.label}列表`}>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data ?? []}
          pagination={false}
          columns={[
            ...spec.columns.map((c) => ({
              ...c,
              render: c.render ? (v: unknown) => c.render!(v) : (v: unknown) => String(v ?? ''),
            })),
            ...(writer
              ? [
                  {
                    title: '操作',
                    key: 'op',
                    render: (_v: unknown, r: Row) => (
                      <Space size={4}>
                        <Button size="small" onClick={() => open(r)}>
                          编辑
                        </Button>
                        <Popconfirm
                          title={`删除该${spec.label}？`}
                          onConfirm={() => remove.mutate(r.id)}
                        >
                          <Button size="small" danger>
                            删除
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `新增${spec.label}` : `编辑${spec.label}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          {spec.form(data ?? [])}
        </Form>
      </Modal>
    </>
  );
}

/** The lists of each page: few enough tabs to fit a phone's width. */
const PAGES: Record<string, SiteListKind[]> = {
  '/site/lists': ['ads', 'hotWords', 'friendlyLinks', 'navItems'],
  '/site/home': ['quickMenus', 'statTiles'],
  '/site/categories': ['actionCategories', 'helpCategories'],
};

/**
 * Ads by position, hot words, friendly links and navigation (/site/lists); the home page's
 * quick menu and stat tiles (/site/home); activity and help categories (/site/categories): edit,
 * order, enable.
 */
export default function SiteListsPage() {
  const kinds = PAGES[useLocation().pathname] ?? PAGES['/site/lists']!;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SiteListKind | null;
  const active = asked && kinds.includes(asked) ? asked : kinds[0]!;
  return (
    <div className="ad-panel">
      <Tabs
        activeKey={active}
        onChange={(tab) => setParams({ tab })}
        items={kinds.map((kind) => ({
          key: kind,
          label: LISTS[kind].label,
          children: active === kind ? <SiteList kind={kind} /> : null,
        }))}
      />
    </div>
  );
}
