import { api } from '@portal/client/request';
import { ResourcePaths, type SourceHome } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/resource/home (/SourceHome: four sections with counts and newest items). */
export function getSourceHome(): Promise<SourceHome> {
  return api.get<SourceHome>(ResourcePaths.home);
}

export const sourceHomeQuery = () =>
  queryOptions({ queryKey: ['resource', 'home'], queryFn: getSourceHome, staleTime: 10_000 });

export function useSourceHome() {
  return useQuery(sourceHomeQuery());
}
