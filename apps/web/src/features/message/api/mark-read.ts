import { api } from '@portal/client/request';
import {
  type Envelope,
  MessagePaths,
  type MessageReadRequest,
  type UnreadCount,
} from '@portal/shared/api/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /client/mine/message/read {id} | {all: true} (member; idempotent) → unread left. */
export function markRead(body: MessageReadRequest): Promise<Envelope<UnreadCount>> {
  return api.postEnvelope<UnreadCount>(MessagePaths.read, body);
}

/** Marks read, then refreshes the list and the header badge. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['message'] }),
  });
}
