import type { RegionNode } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';

const ctx = appForFile();
let full: RegionNode[];
let cities: RegionNode[];
beforeAll(async () => {
  full = (await get<RegionNode[]>(ctx.app, '/client/api/pc/locations')).data;
  cities = (await get<RegionNode[]>(ctx.app, '/client/api/action/locations')).data;
});

/** Dongguan, Zhongshan, Danzhou, Jiayuguan have towns (9-digit codes) under the city (spec §3). */
const TOWN_LEVEL_CITIES = ['4419', '4420', '4604', '6202'];

function* walk(
  nodes: RegionNode[],
  depth = 0,
  parent = '',
): Generator<[RegionNode, number, string]> {
  for (const node of nodes) {
    yield [node, depth, parent];
    if (node.children) yield* walk(node.children, depth + 1, node.value);
  }
}

const find = (nodes: RegionNode[] | undefined, value: string) =>
  nodes?.find((n) => n.value === value);

describe('GET /client/api/pc/locations', () => {
  it('answers with the envelope and a cache header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/gateway/client/api/pc/locations' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toMatchObject({ code: 1, msg: '操作成功' });
  });

  it('covers the 31 provinces and municipalities', () => {
    expect(full).toHaveLength(31);
    expect(full.map((p) => p.label)).toEqual(
      expect.arrayContaining(['北京市', '重庆市', '新疆维吾尔自治区']),
    );
  });

  it('has unique numeric codes of 2, 4 and 6 digits (9 for town-level units)', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const [node, depth, parent] of walk(full)) {
      count += 1;
      const length = depth === 0 ? 2 : depth === 1 ? 4 : TOWN_LEVEL_CITIES.includes(parent) ? 9 : 6;
      expect(node.value, node.label).toMatch(new RegExp(`^\\d{${length}}$`));
      expect(node.value.startsWith(parent), node.label).toBe(true);
      expect(seen.has(node.value), `${node.value} duplicated`).toBe(false);
      seen.add(node.value);
      expect(depth).toBeLessThanOrEqual(2);
    }
    expect(count).toBeGreaterThan(3000);
  });

  it('labels the municipalities middle level with their names', () => {
    const beijing = find(full, '11')!;
    expect(beijing.children?.map((c) => [c.value, c.label])).toEqual([['1101', '北京市']]);
    expect(find(beijing.children, '1101')?.children?.map((d) => d.label)).toContain('海淀区');
    const chongqing = find(full, '50')!;
    expect(chongqing.children?.map((c) => [c.value, c.label])).toEqual([
      ['5001', '重庆市'],
      ['5002', '重庆市（县）'],
    ]);
    for (const label of ['市辖区', '县']) {
      expect([...walk(full)].some(([n, depth]) => depth === 1 && n.label === label)).toBe(false);
    }
  });

  it('gives Chongqing districts numeric codes and Fengdu one entry', () => {
    const districts = find(full, '50')!.children!.flatMap((c) => c.children ?? []);
    expect(districts.length).toBeGreaterThan(35);
    for (const d of districts) expect(d.value).toMatch(/^50\d{4}$/);
    expect(districts.find((d) => d.label === '渝中区')?.value).toBe('500103');
    expect(districts.filter((d) => d.label === '丰都县').map((d) => d.value)).toEqual(['500230']);
  });

  it('keeps the town-level units of cities without districts', () => {
    const dongguan = find(find(full, '44')?.children, '4419')!;
    expect(dongguan.label).toBe('东莞市');
    expect(dongguan.children?.find((t) => t.label === '松山湖')?.value).toBe('441900401');
  });
});

describe('GET /client/api/action/locations', () => {
  it('has two levels matching the full tree', () => {
    expect(cities.map((p) => p.value)).toEqual(full.map((p) => p.value));
    for (const [i, province] of cities.entries()) {
      const fullCities = full[i]!.children!.map((c) => ({ value: c.value, label: c.label }));
      expect(province.children).toEqual(fullCities);
    }
    expect([...walk(cities)].every(([, depth]) => depth <= 1)).toBe(true);
    expect(find(find(cities, '37')?.children, '3701')?.label).toBe('济南市');
  });
});
