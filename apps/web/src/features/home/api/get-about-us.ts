import { api } from '@portal/client/request';
import { HomePaths, type PlatformText } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/api/home/aboutus/get (no body): the about-us text. */
export function getAboutUs(): Promise<PlatformText> {
  return api.post<PlatformText>(HomePaths.aboutUs);
}

export const aboutUsQuery = queryOptions({
  queryKey: ['home', 'about-us'],
  queryFn: getAboutUs,
});

export function useAboutUs() {
  return useQuery(aboutUsQuery);
}
