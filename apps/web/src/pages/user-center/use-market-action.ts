import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';

/**
 * A member's action on their own need or undertaking (下架, 撤回): toasts the server's answer and
 * refreshes the market, where the record's status and counts show.
 */
export function useMarketAction(action: (id: number) => Promise<{ msg: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });
}
