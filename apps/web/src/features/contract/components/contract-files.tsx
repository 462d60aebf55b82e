import { UploadOutlined } from '@ant-design/icons';
import { openUploadedFile } from '@portal/client/private-file';
import { uploadFile } from '@portal/client/upload-file';
import type { UploadedFile } from '@portal/shared/api/index';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

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
  // antd reports every state of the list (uploading, done, removed) through onChange; a done
  // file takes its stored id as uid, so the field's value is the list's done uids. Keeping one
  // list (antd's) avoids a second copy of a finished file when its events interleave.
  const sync = (list: UploadFile[]) => {
    const next = list.map((f) =>
      f.status === 'done' && f.response
        ? { ...f, uid: String((f.response as UploadedFile).id) }
        : f,
    );
    setFiles(next);
    onChange?.(next.filter((f) => f.status === 'done').map((f) => Number(f.uid)));
  };
  return (
    <Upload
      accept={ACCEPT}
      multiple
      maxCount={CONTRACT_FILES_MAX}
      fileList={files}
      customRequest={async ({ file, onSuccess, onError }) => {
        const raw = file as File;
        try {
          onSuccess?.(await uploadFile(raw, raw.name));
        } catch (error) {
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => sync(fileList)}
      onPreview={(file) => file.response && void openUploadedFile(file.response as UploadedFile)}
      data-testid="contract-files"
    >
      <Button icon={<UploadOutlined />}>{buttonText}</Button>
    </Upload>
  );
}
