import { HomePaths, type NeedContactDefaults } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET HomePaths.needContact (member): unit, region and contact from the certification. */
export function useNeedContact(enabled: boolean) {
  return useQuery({
    queryKey: ['need', 'contact', viewerKey()],
    queryFn: () => api.get<NeedContactDefaults>(HomePaths.needContact),
    enabled,
  });
}
