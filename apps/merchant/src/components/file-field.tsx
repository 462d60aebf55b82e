import { UploadOutlined } from '@ant-design/icons';
import { openUploadedFile } from '@portal/client/private-file';
import { uploadFile } from '@portal/client/upload-file';
import type { UploadedFile } from '@portal/shared/api/index';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

type Entry = UploadFile<UploadedFile>;

interface FileFieldProps {
  /** One file id (max 1) or several. */
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  max?: number;
  accept?: string;
  label: string;
  testId?: string;
}

/**
 * Uploads to the member's private files (upload/url) and holds the returned ids: licences and
 * qualification certificates stay readable by their uploader and the review operators only.
 */
export function FileField({ value, onChange, max = 1, accept, label, testId }: FileFieldProps) {
  const [files, setFiles] = useState<Entry[]>([]);
  const emit = (list: Entry[]) => {
    const ids = list.flatMap((f) => (f.response ? [f.response.id] : []));
    onChange?.(max === 1 ? ids[0] : ids);
  };
  const count = Array.isArray(value) ? value.length : value ? 1 : 0;
  return (
    <Upload<UploadedFile>
      accept={accept ?? '.jpg,.jpeg,.png,.gif,.webp,.pdf'}
      maxCount={max}
      fileList={files}
      data-testid={testId}
      customRequest={({ file, onSuccess, onError }) => {
        uploadFile(file as Blob, (file as File).name).then(
          (uploaded) => onSuccess?.(uploaded),
          (error: Error) => onError?.(error),
        );
      }}
      onChange={({ fileList }) => {
        const list = fileList.filter((f) => f.status !== 'error');
        setFiles(list);
        if (list.every((f) => f.status === 'done')) emit(list);
      }}
      onPreview={(f) => {
        if (f.response) void openUploadedFile(f.response);
      }}
    >
      {count < max && <Button icon={<UploadOutlined />}>{label}</Button>}
    </Upload>
  );
}
