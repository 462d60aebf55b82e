import type { Envelope } from '@portal/shared/api/index';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm } from 'antd';

/**
 * A small row action of the member's own records, asked for once more (撤回, 取消预约): the
 * server's message is shown and the answers under `refresh` are read again.
 */
export function ConfirmedAction({
  title,
  cancelText,
  label,
  testId,
  send,
  refresh,
}: {
  title: string;
  cancelText: string;
  label: string;
  testId: string;
  send: () => Promise<Envelope<unknown>>;
  refresh: QueryKey;
}) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
  return (
    <Popconfirm
      title={title}
      okText="确定"
      cancelText={cancelText}
      onConfirm={() => action.mutate()}
    >
      <Button size="small" loading={action.isPending} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
