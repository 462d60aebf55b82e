import { Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { uploadDownloadFile } from '../lib/upload.ts';

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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadDownloadFile(file);
      setName(uploaded.name);
      onChange?.(uploaded.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="center">
      {value ? (
        <Typography.Text data-testid="file-field-name">
          {name ?? `已上传文件（编号${value}）`}
        </Typography.Text>
      ) : null}
      <Button loading={busy} onClick={() => input.current?.click()}>
        {value ? '更换文件' : '上传文件'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".pdf,image/*"
        style={{ display: 'none' }}
        aria-label={label}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Space>
  );
}
