import {
  type ActionCategory,
  ContentPaths,
  type DictOption,
  type FieldOption,
  type HelpCategory,
  HomePaths,
} from '@portal/shared/api/index';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { FieldSpec, OptionSource } from './kinds.ts';

type Option = { value: number; label: string };

/** How each select's options are read from the portal's public API. */
const SOURCES: Record<OptionSource, () => Promise<Option[]>> = {
  actionCats: async () =>
    (await api.get<ActionCategory[]>(HomePaths.actionCats)).map((c) => ({
      value: c.id,
      label: c.catName,
    })),
  helpCats: async () =>
    (await api.get<HelpCategory[]>(ContentPaths.helpList)).map((c) => ({
      value: c.id,
      label: c.name,
    })),
  transferModes: async () =>
    (await api.get<DictOption[]>(ContentPaths.dictOptions, { key: 'cooperation_type' })).map(
      (o) => ({ value: Number(o.optValue), label: o.optName }),
    ),
  // Second-level fields, named with their parent.
  techFields: async () =>
    (await api.get<FieldOption[]>(ContentPaths.fieldsOptions)).flatMap((parent) =>
      (parent.children ?? []).map((c) => ({ value: c.id, label: `${parent.name} / ${c.name}` })),
    ),
};

const SOURCE_NAMES = Object.keys(SOURCES) as OptionSource[];

/** The fetched options of a kind's selects, by source (none fetched when no field needs it). */
export function useFieldOptions(fields: FieldSpec[]): Partial<Record<OptionSource, Option[]>> {
  const needed = new Set(fields.flatMap((f) => (f.optionsFrom ? [f.optionsFrom] : [])));
  const results = useQueries({
    queries: SOURCE_NAMES.map((source) => ({
      queryKey: ['admin', 'options', source],
      queryFn: SOURCES[source],
      enabled: needed.has(source),
      staleTime: 60_000,
    })),
  });
  return Object.fromEntries(SOURCE_NAMES.map((source, i) => [source, results[i]?.data]));
}
