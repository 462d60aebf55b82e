import { PlusOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/shared/api/index';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../api/upload-file.ts';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf';

interface MaterialUploadProps {
  label: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  initial?: UploadedFile;
}

/** One certification material slot: uploads to upload/url and holds the returned file id. */
export function MaterialUpload({ label, value, onChange, initial }: MaterialUploadProps) {
  const [files, setFiles] = useState<UploadFile[]>(() =>
    initial && value === initial.id
      ? [{ uid: String(initial.id), name: initial.name, status: 'done', url: initial.url }]
      : [],
  );
  return (
    <Upload
      accept={ACCEPT}
      listType="picture-card"
      maxCount={1}
      fileList={files}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={() => onChange?.(undefined)}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const uploaded = await uploadFile(file as Blob, (file as File).name);
          setFiles([
            {
              uid: String(uploaded.id),
              name: uploaded.name,
              status: 'done',
              url: uploaded.url,
              thumbUrl: uploaded.mime.startsWith('image/') ? uploaded.url : undefined,
            },
          ]);
          onChange?.(uploaded.id);
          onSuccess?.(uploaded);
        } catch (error) {
          console.error(error);
          onChange?.(undefined);
          onError?.(error as Error);
        }
      }}
    >
      {files.length === 0 && (
        <div className="pt-material-upload">
          <PlusOutlined />
          <div>{label}</div>
        </div>
      )}
    </Upload>
  );
}
