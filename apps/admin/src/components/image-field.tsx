import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { uploadImage } from '../lib/upload.ts';

/** A form field holding an image URL: upload a picture, see it, or clear it. */
export function ImageField({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?: (url: string) => void;
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange?.((await uploadImage(file)).url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="start">
      {value ? <img src={value} alt={label} className="ad-thumb" /> : null}
      <Button loading={busy} onClick={() => input.current?.click()}>
        {value ? '更换图片' : '上传图片'}
      </Button>
      {value ? <Button onClick={() => onChange?.('')}>清除</Button> : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
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
