import { Modal, Skeleton } from 'antd';
import { useProtocol } from '../../content/api/get-protocol.ts';

const FALLBACK_TITLE: Record<1 | 2, string> = { 1: '用户协议', 2: '平台须知' };

/** The user agreement (type 1) or platform notice (type 2) from protocol/detail. */
export default function ProtocolModal({ type, onClose }: { type: 1 | 2; onClose: () => void }) {
  const { data, isLoading } = useProtocol(type);
  return (
    <Modal
      open
      title={data?.title ?? FALLBACK_TITLE[type]}
      width={776}
      onCancel={onClose}
      onOk={onClose}
      okText="我知道了"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="pt-protocol" data-testid="protocol-content">
          {(data?.content ?? '').split(/\n+/).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
            <p key={index}>{line}</p>
          ))}
          {data?.updatedAt && (
            <p className="pt-protocol__date">更新日期：{data.updatedAt.slice(0, 10)}</p>
          )}
        </div>
      )}
    </Modal>
  );
}
