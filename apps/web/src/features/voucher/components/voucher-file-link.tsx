import { PaperClipOutlined } from '@ant-design/icons';
import { openUploadedFile } from '../../../lib/private-file.ts';

/** A private file of a voucher row (licence, report, contract, invoice), opened with the token. */
export function VoucherFileLink({ file }: { file: { name: string; url: string } | null }) {
  if (!file) return <span>—</span>;
  return (
    <button
      type="button"
      className="pt-link-button"
      onClick={() => void openUploadedFile({ ...file, isPublic: false })}
    >
      <PaperClipOutlined /> {file.name}
    </button>
  );
}
