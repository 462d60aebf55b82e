import { api } from '@portal/client/request';
import { ContentPaths, type FieldOption } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET ContentPaths.fieldsOptions: 技术领域树（两级）. */
export function getFieldOptions(): Promise<FieldOption[]> {
  return api.get<FieldOption[]>(ContentPaths.fieldsOptions);
}

export const fieldOptionsQuery = () =>
  queryOptions({
    queryKey: ['content', 'fieldsOptions'],
    queryFn: getFieldOptions,
    staleTime: 30 * 60_000,
  });

export function useFieldOptions() {
  return useQuery(fieldOptionsQuery());
}
