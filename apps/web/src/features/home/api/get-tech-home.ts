import { api } from '@portal/client/request';
import { HomePaths, type TechHomeItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/tech/home?size=: important projects (featured outcomes). */
export function getTechHome(size?: number): Promise<TechHomeItem[]> {
  return api.get<TechHomeItem[]>(HomePaths.techHome, { size });
}

export const techHomeQuery = (size?: number) =>
  queryOptions({
    queryKey: ['home', 'tech-home', size ?? null],
    queryFn: () => getTechHome(size),
  });

export function useTechHome(size?: number) {
  return useQuery(techHomeQuery(size));
}
