import { PlusOutlined } from '@ant-design/icons';
import { openUploadedFile, useUploadedImageUrl } from '@portal/client/private-file';
import { uploadFile } from '@portal/client/upload-file';
import type { UploadedFile } from '@portal/shared/api/index';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import './material-upload.css';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf';

interface MaterialUploadProps {
  label: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  initial?: UploadedFile;
}

type Entry = UploadFile<UploadedFile>;

/**
 * One certification material slot: uploads to upload/url and holds the returned file id. The
 * materials are private, so previews come from the chosen file or a fetch with the token.
 */
export function MaterialUpload({ label, value, onChange, initial }: MaterialUploadProps) {
  const kept = initial && value === initial.id ? initial : undefined;
  const keptThumb = useUploadedImageUrl(kept);
  const [files, setFiles] = useState<Entry[]>(() =>
    kept ? [{ uid: String(kept.id), name: kept.name, status: 'done', response: kept }] : [],
  );
  useEffect(() => {
    if (keptThumb)
      setFiles((list) => list.map((f) => ({ ...f, thumbUrl: f.thumbUrl ?? keptThumb })));
  }, [keptThumb]);
  return (
    <Upload
      accept={ACCEPT}
      listType="picture-card"
      maxCount={1}
      fileList={files}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={() => onChange?.(undefined)}
      onPreview={(file) => file.response && void openUploadedFile(file.response)}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const uploaded = await uploadFile(file as Blob, (file as File).name);
          setFiles([
            {
              uid: String(uploaded.id),
              name: uploaded.name,
              status: 'done',
              response: uploaded,
              thumbUrl: uploaded.mime.startsWith('image/')
                ? URL.createObjectURL(file as Blob)
                : undefined,
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
        <button
          type="button"
          className="pt-material-upload"
          // The button opens the file dialog itself: the upload area's own handlers would open
          // a second one on Enter and move the focus off the button (to <body>) on every click.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.stopPropagation();
          }}
          onClick={(event) => {
            event.stopPropagation();
            event.currentTarget
              .closest('.ant-upload')
              ?.querySelector<HTMLInputElement>('input[type="file"]')
              ?.click();
          }}
        >
          <PlusOutlined aria-hidden />
          <span>{label}</span>
        </button>
      )}
    </Upload>
  );
}
