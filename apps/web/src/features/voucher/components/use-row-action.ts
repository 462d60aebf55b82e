import { Modal, message } from 'antd';
import { useVoucherAction } from '../api/voucher-member.ts';

/**
 * A confirmed member action on a voucher row (撤回, 取消, 验收): asks first, then posts `{id}`
 * and says so; every voucher list refreshes after.
 */
export function useRowAction(path: string, ask: string, done: string) {
  const action = useVoucherAction(path);
  return (id: number) =>
    Modal.confirm({
      title: ask,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await action.mutateAsync({ id });
        void message.success(done);
      },
    });
}
