import { api } from '@portal/client/request';
import { HomePaths, type NeedTag } from '@portal/shared/api/index';
import type { NeedTagType } from '@portal/shared/enums/need-tag-type';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /need/tags/list?type=: 1 need types (需求类别), 2 transfer types (转让方式). */
export function getNeedTags(type: NeedTagType): Promise<NeedTag[]> {
  return api.get<NeedTag[]>(HomePaths.needTags, { type });
}

export const needTagsQuery = (type: NeedTagType) =>
  queryOptions({
    queryKey: ['need', 'tags', type],
    queryFn: () => getNeedTags(type),
    staleTime: 10 * 60_000,
  });

export function useNeedTags(type: NeedTagType) {
  return useQuery(needTagsQuery(type));
}
