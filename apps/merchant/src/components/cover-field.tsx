import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { useUploadedImageUrl } from '@portal/client/private-file';
import { uploadFile } from '@portal/client/upload-file';
import type { UploadedFile } from '@portal/shared/api/index';
import { Button, message, Space, Upload } from 'antd';
import { useState } from 'react';

interface CoverFieldProps {
  /** The cover's file id. */
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The cover the draft already has, shown until another is chosen. */
  initial?: UploadedFile | null;
  /** The public image in use when the draft has none of its own (an edit of a listed item). */
  published?: string;
  /** What the image is, in the buttons and the empty place. */
  what?: '封面' | 'logo';
  testId?: string;
}

/**
 * A cover image: uploaded as the member's private file, shown here through the token, and
 * made public by the platform only when the review approves the draft.
 */
export function CoverField({
  value,
  onChange,
  initial,
  published,
  what = '封面',
  testId,
}: CoverFieldProps) {
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const current = uploaded?.id === value ? uploaded : initial?.id === value ? initial : null;
  const preview = useUploadedImageUrl(current ?? undefined);
  const shown = current ? preview : published;
  return (
    <Space direction="vertical" size={8} data-testid={testId}>
      {shown ? (
        <img className="mc-cover" src={shown} alt={`${what}预览`} />
      ) : (
        <div className="mc-cover mc-cover--empty">
          <PictureOutlined aria-hidden /> 尚未上传{what}
        </div>
      )}
      <Space wrap>
        <Upload
          accept=".jpg,.jpeg,.png,.gif,.webp"
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setBusy(true);
            uploadFile(file as Blob, (file as File).name)
              .then((f) => {
                if (!f.mime.startsWith('image/')) {
                  void message.error(`${what}请上传jpg、png、gif或webp图片`);
                  return;
                }
                setUploaded(f);
                onChange?.(f.id);
                onSuccess?.(f);
              }, onError)
              .finally(() => setBusy(false));
          }}
        >
          <Button loading={busy}>{current || published ? `更换${what}` : `上传${what}`}</Button>
        </Upload>
        {current && (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              setUploaded(null);
              onChange?.(undefined);
            }}
          >
            移除
          </Button>
        )}
      </Space>
    </Space>
  );
}
