import { Button, Space } from 'antd';
import { uploadImage } from '../lib/upload.ts';
import { useFilePicker } from './file-picker.tsx';

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
  const picker = useFilePicker({
    label,
    accept: 'image/*',
    upload: async (file) => onChange?.((await uploadImage(file)).url),
  });
  return (
    <Space wrap align="start">
      {value ? <img src={value} alt={label} className="ad-thumb" /> : null}
      <Button loading={picker.busy} onClick={picker.open}>
        {value ? '更换图片' : '上传图片'}
      </Button>
      {value ? <Button onClick={() => onChange?.('')}>清除</Button> : null}
      {picker.input}
    </Space>
  );
}
