import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../lib/api.ts';

interface ExportButtonProps {
  /** The list's API path; the workbook answers at `${path}/export`. */
  path: string;
  /** The screen's current filters (paging is left out: the export takes every row). */
  filters: Record<string, string | number | undefined>;
  /** The downloaded file's name, without extension. */
  name: string;
}

/** "导出Excel": the list with the screen's filters, fetched with the operator token. */
export function ExportButton({ path, filters, name }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const qs = new URLSearchParams(
      Object.entries(filters)
        .filter(
          ([key, v]) => v !== undefined && v !== '' && key !== 'pageNum' && key !== 'pageSize',
        )
        .map(([key, v]) => [key, String(v)]),
    ).toString();
    setBusy(true);
    try {
      await downloadFile(`${path}/export${qs ? `?${qs}` : ''}`, `${name}.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void run()}>
      导出Excel
    </Button>
  );
}
