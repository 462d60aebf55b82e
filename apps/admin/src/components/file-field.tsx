import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { uploadDownloadFile } from '../lib/upload.ts';
import { useFilePicker } from './file-picker.tsx';

/** A form field holding an uploaded file's id (download forms): upload, see its name, replace. */
export function FileField({
  value,
  onChange,
  label,
}: {
  value?: number;
  onChange?: (id: number) => void;
  label: string;
}) {
  const [name, setName] = useState<string | null>(null);
  const picker = useFilePicker({
    label,
    accept: '.pdf,image/*',
    upload: async (file) => {
      const uploaded = await uploadDownloadFile(file);
      setName(uploaded.name);
      onChange?.(uploaded.id);
    },
  });
  return (
    <Space wrap align="center">
      {value ? (
        <Typography.Text data-testid="file-field-name">
          {name ?? `已上传文件（编号${value}）`}
        </Typography.Text>
      ) : null}
      <Button loading={picker.busy} onClick={picker.open}>
        {value ? '更换文件' : '上传文件'}
      </Button>
      {picker.input}
    </Space>
  );
}
