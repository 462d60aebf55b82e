import { UploadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/shared/api/index';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { openUploadedFile } from '../../../lib/private-file.ts';
import { uploadFile } from '../../account/api/upload-file.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
export const CONTRACT_FILES_MAX = 10;

/** Contract attachments: each file goes to /client/api/upload/url; the field holds the ids. */
export function ContractFiles({
  onChange,
  buttonText = '上传合同附件（PDF、图片、Word，最多10个）',
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Other member forms with private attachments (政策申报) name their own. */
  buttonText?: string;
}) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const sync = (list: UploadFile[]) => {
    setFiles(list);
    onChange?.(list.filter((f) => f.status === 'done').map((f) => Number(f.uid)));
  };
  return (
    <Upload
      accept={ACCEPT}
      multiple
      maxCount={CONTRACT_FILES_MAX}
      fileList={files}
      onRemove={(file) => sync(files.filter((f) => f.uid !== file.uid))}
      customRequest={async ({ file, onSuccess, onError }) => {
        const raw = file as File;
        try {
          const uploaded = await uploadFile(raw, raw.name);
          setFiles((current) => {
            const next = [
              ...current.filter((f) => f.uid !== (raw as unknown as UploadFile).uid),
              {
                uid: String(uploaded.id),
                name: uploaded.name,
                status: 'done' as const,
                response: uploaded,
              },
            ];
            onChange?.(next.filter((f) => f.status === 'done').map((f) => Number(f.uid)));
            return next;
          });
          onSuccess?.(uploaded);
        } catch (error) {
          console.error(error);
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => setFiles(fileList)}
      onPreview={(file) => file.response && void openUploadedFile(file.response as UploadedFile)}
      data-testid="contract-files"
    >
      <Button icon={<UploadOutlined />}>{buttonText}</Button>
    </Upload>
  );
}
