import { useMutation } from '@tanstack/react-query';
import { Button, message, Space } from 'antd';
import { exportAccount } from '../api/export-account.ts';
import { exportToHtml, saveFile } from '../logic/export-files.ts';

const stamp = (d: Date) => d.toISOString().slice(0, 10);

/** 导出我的数据: the export as JSON (machine-readable) or as a readable HTML page. */
export function ExportData() {
  const download = useMutation({
    mutationFn: async (format: 'json' | 'html') => ({ format, data: await exportAccount() }),
    onSuccess: ({ format, data }) => {
      const now = new Date();
      if (format === 'json') {
        saveFile(`我的数据-${stamp(now)}.json`, JSON.stringify(data, null, 2), 'application/json');
      } else {
        const at = now.toLocaleString('zh-CN', { hour12: false });
        saveFile(`我的数据-${stamp(now)}.html`, exportToHtml(data, at), 'text/html');
      }
      void message.success('导出成功');
    },
  });
  return (
    <Space wrap>
      <Button
        onClick={() => download.mutate('json')}
        loading={download.isPending && download.variables === 'json'}
        data-testid="export-json"
      >
        下载 JSON 文件
      </Button>
      <Button
        onClick={() => download.mutate('html')}
        loading={download.isPending && download.variables === 'html'}
        data-testid="export-html"
      >
        下载可阅读的网页文件
      </Button>
    </Space>
  );
}
