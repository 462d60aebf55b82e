import { PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ActionButtons, type RowAction } from '../../components/action-buttons.tsx';
import { openPrivateFile } from '../../lib/api.ts';

/** A private file of a voucher row (licence, report, contract, invoice) for the review role. */
export function FileLink({ file }: { file: { name: string; url: string } | null }) {
  if (!file) return <span>—</span>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => void openPrivateFile(file.url)}
    >
      <PaperClipOutlined /> {file.name}
    </Button>
  );
}

export type { RowAction as VoucherAction } from '../../components/action-buttons.tsx';

/** The operator's actions on a voucher row; the lists and the dashboard refresh after each. */
export function VoucherActions({ actions, name }: { actions: RowAction[]; name: string }) {
  return (
    <ActionButtons
      actions={actions}
      invalidate={[
        ['admin', name],
        ['admin', 'dashboard'],
      ]}
      done={(a) => `已${a.label}`}
    />
  );
}
