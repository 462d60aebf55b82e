import {
  ContentPaths,
  type DictOption,
  type FieldOption,
  type RegionNode,
  type ServiceCategoryNode,
  ServicePaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** 省市区 (GB/T 2260), as the portal's forms use them. */
export function useRegions() {
  return useQuery({
    queryKey: ['content', 'regions'],
    queryFn: () => api.get<RegionNode[]>(ContentPaths.pcLocations),
    staleTime: 30 * 60_000,
  });
}

/**
 * A region code as the Cascader's path: the tree's province is 2 digits, its city 4, its
 * county the full 6 (GB/T 2260 prefixes).
 */
export const regionPath = (code: string): string[] => [code.slice(0, 2), code.slice(0, 4), code];

/** The two-level technical field tree. */
export function useFields() {
  return useQuery({
    queryKey: ['content', 'fieldsOptions'],
    queryFn: () => api.get<FieldOption[]>(ContentPaths.fieldsOptions),
    staleTime: 30 * 60_000,
  });
}

/** A dictionary's options (maturity, cooperation_type…) as select options. */
export function useDict(key: string) {
  return useQuery({
    queryKey: ['content', 'dict', key],
    queryFn: () => api.get<DictOption[]>(ContentPaths.dictOptions, { key }),
    staleTime: 30 * 60_000,
    select: (rows) => rows.map((r) => ({ value: Number(r.optValue), label: r.optName })),
  });
}

/** The service catalogue (研发服务 / 转化服务, two levels) a product is filed under. */
export function useServiceCategories() {
  return useQuery({
    queryKey: ['service', 'catAll'],
    queryFn: () => api.get<ServiceCategoryNode[]>(ServicePaths.catAll),
    staleTime: 30 * 60_000,
  });
}

interface FieldNode {
  title: string;
  value: number;
  selectable?: boolean;
  children?: FieldNode[];
}

/** The field tree for a TreeSelect: only second-level fields (or childless ones) are picked. */
export const fieldTree = (fields: FieldOption[], top = true): FieldNode[] =>
  fields.map((f) => ({
    title: f.name,
    value: f.id,
    selectable: !top || !f.children?.length,
    ...(f.children?.length ? { children: fieldTree(f.children, false) } : {}),
  }));
