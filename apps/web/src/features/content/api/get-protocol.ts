import { api } from '@portal/client/request';
import { ContentPaths, type ProtocolDetail } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** POST /client/api/protocol/detail: type 1 user agreement, 2 platform notice. */
export function getProtocol(type: 1 | 2): Promise<ProtocolDetail> {
  return api.post<ProtocolDetail>(ContentPaths.protocolDetail, { type });
}

export const protocolQuery = (type: 1 | 2) =>
  queryOptions({
    queryKey: ['content', 'protocol', type],
    queryFn: () => getProtocol(type),
    staleTime: 10 * 60_000,
  });

export function useProtocol(type: 1 | 2 | null) {
  return useQuery({ ...protocolQuery(type ?? 1), enabled: type !== null });
}
