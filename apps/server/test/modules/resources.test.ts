import type {
  Envelope,
  InstrumentSlot,
  MyInstrumentBooking,
  Page,
  ResourceDetail,
  ResourceItem,
  ResourceKind,
  SourceHome,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runResourceCommand } from '../../src/cli/resource-commands.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { chars, countRows, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
let instrumentId: number;
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'resource_alice' })).token;
  bob = (await registerMember(ctx, { username: 'resource_bob' })).token;
  instrumentId = (
    await ctx.db
      .selectFrom('instruments')
      .select('id')
      .where('status', '=', 1)
      // Open in the evenings and on Saturdays, so every slot of the tests below can be booked.
      .where('openHours', '=', '周一至周六 08:30-21:30')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const page = (kind: ResourceKind, query = '') =>
  get<Page<ResourceItem>>(ctx.app, `/client/api/resource/${kind}/page?${query}`);
const detail = (kind: ResourceKind, id: number | string) =>
  get<ResourceDetail>(ctx.app, `/client/api/resource/${kind}/detail?id=${id}`);

const KINDS: ResourceKind[] = [
  'database',
  'sample',
  'base',
  'instrument',
  'techSource',
  'developArea',
  'developProject',
];

describe('resource lists and details', () => {
  it('SourceHome answers the four sections with counts and newest items', async () => {
    const res = await get<SourceHome>(ctx.app, '/client/api/resource/home');
    expect(res.code).toBe(1);
    expect(res.data.sections.map((s) => s.title)).toEqual([
      '科研数据库',
      '生物样本库',
      '科研基地',
      '科研仪器',
    ]);
    for (const s of res.data.sections) {
      expect(s.total).toBeGreaterThan(0);
      expect(s.items.length).toBe(4);
    }
  });

  it.each(KINDS)(
    '%s: pages, details with masked phone and related, 404 for unknown',
    async (kind) => {
      const first = await page(kind, 'pageSize=5');
      expect(first.code).toBe(1);
      expect(first.data.total).toBeGreaterThan(0);
      expect(first.data.records.length).toBeLessThanOrEqual(5);
      const second = await page(kind, 'pageSize=5&pageNum=2');
      if (first.data.total > 5) {
        expect(second.data.records[0]!.id).not.toBe(first.data.records[0]!.id);
      }
      const item = first.data.records[0]!;
      expect(item.kind).toBe(kind);
      const one = await detail(kind, item.id);
      expect(one.code).toBe(1);
      expect(one.data.name).toBe(item.name);
      expect(one.data.telephone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(one.data.related.every((r) => r.id !== item.id)).toBe(true);
      const missing = await detail(kind, 999999);
      expect(missing.code).toBe(404);
      expect(missing.msg).toBe(
        kind === 'instrument' ? '该仪器不存在或已下线' : '该资源不存在或已下线',
      );
      expect((await detail(kind, 'abc')).code).toBe(400);
    },
  );

  it('instruments carry model, maker, location, coordinates, open hours and fee', async () => {
    const res = await page('instrument', 'pageSize=100');
    for (const r of res.data.records) {
      expect(r.model).toBeTruthy();
      expect(r.manufacturer).toBeTruthy();
      expect(r.feeText).toBeTruthy();
      expect(r.address).toBeTruthy();
      expect(r.openHours).toBeTruthy();
      expect(r.longitude).toBeGreaterThan(114);
      expect(r.latitude).toBeGreaterThan(34);
    }
  });

  it('offline resources are neither listed nor shown', async () => {
    const offline = await ctx.db
      .selectFrom('techSources')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirst();
    expect(offline).toBeDefined();
    expect((await detail('techSource', offline!.id)).code).toBe(404);
    const all = await page('techSource', 'pageSize=100');
    expect(all.data.records.some((r) => r.id === offline!.id)).toBe(false);
  });

  it('filters by category, keyword, region, area and sorts by views', async () => {
    const cats = await get<string[]>(ctx.app, '/client/api/resource/categories?kind=instrument');
    expect(cats.data.length).toBeGreaterThan(1);
    const byCat = await page(
      'instrument',
      `category=${encodeURIComponent(cats.data[0]!)}&pageSize=100`,
    );
    expect(byCat.data.total).toBeGreaterThan(0);
    expect(byCat.data.records.every((r) => r.category === cats.data[0])).toBe(true);
    const byWord = await page('instrument', `keyword=${encodeURIComponent('显微镜')}`);
    expect(byWord.data.total).toBeGreaterThan(0);
    expect(
      byWord.data.records.every((r) => r.name.includes('显微镜') || r.summary.includes('显微镜')),
    ).toBe(true);
    const byRegion = await page('base', 'regionCode=37&pageSize=100');
    expect(byRegion.data.records.every((r) => r.regionCode.startsWith('37'))).toBe(true);
    const areas = await page('developArea', 'pageSize=100');
    const area = areas.data.records.find((a) => (a.projectCount ?? 0) > 0)!;
    const projects = await page('developProject', `areaId=${area.id}&pageSize=100`);
    expect(projects.data.total).toBe(area.projectCount);
    expect(projects.data.records.every((p) => p.areaName === area.name)).toBe(true);
    const byViews = await page('database', 'sort=views&pageSize=100');
    const views = byViews.data.records.map((r) => r.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('refuses bad filters with clear messages', async () => {
    expect((await page('instrument', 'sort=cheap')).msg).toBe('排序方式不正确');
    expect((await page('developProject', 'areaId=x')).msg).toBe('研发领域不正确');
    expect((await page('instrument', `keyword=${chars(51)}`)).code).toBe(400);
    expect((await page('instrument', 'color=red')).code).toBe(400);
    const kind = await get(ctx.app, '/client/api/resource/categories?kind=planet');
    expect(kind.msg).toBe('资源类型不正确');
  });
});

const book = (token: string | undefined, body: Record<string, unknown>) =>
  post<{ id: number }>(
    ctx.app,
    '/client/mine/resource/instrument/book',
    body,
    token ? { token } : {},
  );
const valid = (over: Record<string, unknown> = {}) => ({
  instrumentId,
  bookDate: '2026-12-15',
  slot: 2,
  purpose: '样品形貌表征',
  linkName: '张三',
  linkPhone: '13812345678',
  ...over,
});

describe('instrument bookings', () => {
  it('honours the opening hours: a Sunday or an evening outside them is refused', async () => {
    const office = await ctx.db
      .selectFrom('instruments')
      .select(['id', 'openHours'])
      .where('status', '=', 1)
      .where('openHours', '=', '工作日 09:00-17:00')
      .executeTakeFirstOrThrow();
    const before = await countRows(ctx, 'instrumentBookings');
    // 2026-12-20 is a Sunday; 2026-12-18 a Friday.
    for (const [bookDate, slot] of [
      ['2026-12-20', 1],
      ['2026-12-18', 3],
    ] as const) {
      expect((await book(alice, valid({ instrumentId: office.id, bookDate, slot }))).msg).toBe(
        '该仪器开放时间为工作日 09:00-17:00，所选时段不开放预约',
      );
    }
    const sunday = await get<{ slot: number; closed: boolean }[]>(
      ctx.app,
      `/client/api/resource/instrument/slots?id=${office.id}&date=2026-12-20`,
    );
    expect(sunday.data.every((s) => s.closed)).toBe(true);
    expect(
      (await book(alice, valid({ instrumentId: office.id, bookDate: '2026-12-18', slot: 1 }))).code,
    ).toBe(1);
    expect(await countRows(ctx, 'instrumentBookings')).toBe(before + 1);
  });

  it('needs a login', async () => {
    expect((await book(undefined, valid())).code).toBe(-401);
  });

  it('refuses bad input with the message and writes nothing', async () => {
    const before = await countRows(ctx, 'instrumentBookings');
    expect((await book(alice, valid({ bookDate: '' }))).msg).toBe('请选择预约日期');
    expect((await book(alice, valid({ bookDate: '2026-02-30' }))).msg).toBe(
      '日期格式应为yyyy-MM-dd',
    );
    expect((await book(alice, valid({ bookDate: '2026-11-21' }))).msg).toBe(
      '预约日期须在明天至30天之内',
    );
    expect((await book(alice, valid({ bookDate: '2027-01-30' }))).msg).toBe(
      '预约日期须在明天至30天之内',
    );
    expect((await book(alice, valid({ slot: 4 }))).msg).toBe('请选择预约时段');
    expect((await book(alice, valid({ purpose: ' ' }))).msg).toBe('请填写使用目的');
    expect((await book(alice, valid({ linkPhone: '123' }))).code).toBe(400);
    const gone = await book(alice, valid({ instrumentId: 999999 }));
    expect(gone).toMatchObject({ code: 404, msg: '该仪器不存在或已下线' });
    expect(await countRows(ctx, 'instrumentBookings')).toBe(before);
  });

  it('of two parallel bookings of one slot exactly one is stored, the other is refused', async () => {
    const body = valid({ bookDate: '2026-12-16', slot: 1 });
    const results = await Promise.all([
      book(alice, body),
      book(bob, body),
      book(alice, body),
      book(bob, body),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    const refused = results.filter((r) => r.code !== 1);
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect(r).toMatchObject({ code: 409, msg: '该时段已被预约，请选择其他时段' });
    const rows = await ctx.db
      .selectFrom('instrumentBookings')
      .select('id')
      .where('instrumentId', '=', instrumentId)
      .where('bookDate', '=', '2026-12-16')
      .where('slot', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
    // Another slot of the same day is still free; the slots endpoint tells which is taken.
    const slots = await get<InstrumentSlot[]>(
      ctx.app,
      `/client/api/resource/instrument/slots?id=${instrumentId}&date=2026-12-16`,
    );
    expect(slots.data.map((s) => s.taken)).toEqual([true, false, false]);
    expect((await book(bob, valid({ bookDate: '2026-12-16', slot: 2 }))).code).toBe(1);
  });

  it('lists the member’s own bookings and cancels while pending, freeing the slot', async () => {
    const made = await book(alice, valid({ bookDate: '2026-12-17', slot: 3 }));
    expect(made).toMatchObject({ code: 1, msg: '预约成功' });
    const mine = await get<Page<MyInstrumentBooking>>(
      ctx.app,
      `/client/mine/resource/instrument/book/page?instrumentId=${instrumentId}`,
      { token: alice },
    );
    expect(mine.data.records[0]).toMatchObject({
      id: made.data.id,
      bookDate: '2026-12-17',
      slotLabel: '晚间 18:30-21:30',
      status: 0,
    });
    const bobs = await get<Page<MyInstrumentBooking>>(
      ctx.app,
      '/client/mine/resource/instrument/book/page',
      { token: bob },
    );
    expect(bobs.data.records.some((r) => r.id === made.data.id)).toBe(false);
    const cancel = (token: string, id: number) =>
      post(ctx.app, '/client/mine/resource/instrument/book/cancel', { id }, { token });
    expect((await cancel(bob, made.data.id)).msg).toBe('预约记录不存在');
    expect((await cancel(alice, made.data.id)).msg).toBe('取消成功');
    expect((await cancel(alice, made.data.id)).msg).toBe('只有待确认的预约可以取消');
    // The cancelled slot can be booked again.
    expect((await book(bob, valid({ bookDate: '2026-12-17', slot: 3 }))).code).toBe(1);
  });

  it('the managing unit confirms from the CLI; a confirmed booking can no longer be cancelled', async () => {
    const made = await book(alice, valid({ bookDate: '2026-12-18', slot: 1 }));
    const pending = await runResourceCommand(ctx.app, 'booking-pending', {});
    expect(pending).toContain(`${made.data.id}\t2026-12-18 上午 09:00-12:00`);
    await expect(
      runResourceCommand(ctx.app, 'booking-decline', { id: String(made.data.id) }),
    ).rejects.toThrow('请填写拒绝原因');
    expect(await runResourceCommand(ctx.app, 'booking-confirm', { id: String(made.data.id) })).toBe(
      `已确认仪器预约 ${made.data.id}`,
    );
    // Alice is told, with a link back to the instrument.
    const told = await ctx.db
      .selectFrom('messages')
      .select(['kind', 'title', 'targetType', 'targetId'])
      .where('title', '=', '仪器预约已确认')
      .executeTakeFirstOrThrow();
    expect(told).toEqual({
      kind: 10,
      title: '仪器预约已确认',
      targetType: 'instrument',
      targetId: instrumentId,
    });
    await expect(
      runResourceCommand(ctx.app, 'booking-confirm', { id: String(made.data.id) }),
    ).rejects.toThrow('该预约当前为“已确认”，不能再处理');
    const res: Envelope = await post(
      ctx.app,
      '/client/mine/resource/instrument/book/cancel',
      { id: made.data.id },
      { token: alice },
    );
    expect(res).toMatchObject({ code: 400, msg: '只有待确认的预约可以取消' });
  });
});
