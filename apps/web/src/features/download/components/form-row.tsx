import { DownloadOutlined, FileExcelOutlined, FileWordOutlined } from '@ant-design/icons';
import type { DownloadForm } from '@portal/shared/api/interaction';
import { Button, Tag } from 'antd';
import { formFileHref } from '../api/get-form-page.ts';
import './download.css';

/** Size in KB as the list shows it (at least 1 KB, one decimal under 10 KB). */
export function formatKb(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1) return '1 KB';
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
}

const TYPE_LABEL: Record<string, string> = { docx: 'Word', xlsx: 'Excel' };

/** One form of 下载专区: icon by type, name, category, description, size, date, downloads. */
export function FormRow({ form, onDownload }: { form: DownloadForm; onDownload: () => void }) {
  const Icon = form.fileType === 'xlsx' ? FileExcelOutlined : FileWordOutlined;
  return (
    <article className="dl-form" data-testid="form-card">
      <Icon className={`dl-form__icon is-${form.fileType}`} aria-hidden="true" />
      <div className="dl-form__body">
        <h2 className="dl-form__title" data-testid="form-title">
          {form.title}
        </h2>
        <p className="dl-form__desc">{form.description}</p>
        <div className="pt-meta-line">
          <Tag color="blue">{form.categoryName}</Tag>
          <span>
            格式 {TYPE_LABEL[form.fileType] ?? form.fileType.toUpperCase()}（.{form.fileType}）
          </span>
          <span data-testid="form-size">大小 {formatKb(form.size)}</span>
          <span>更新日期 {form.publishDate}</span>
          <span data-testid="form-downloads">下载 {form.downloadCount} 次</span>
        </div>
      </div>
      <Button
        className="dl-form__button"
        type="primary"
        href={formFileHref(form)}
        download={form.fileName}
        onClick={onDownload}
        icon={<DownloadOutlined />}
        aria-label={`下载${form.title}`}
        data-testid="form-download"
      >
        下载
      </Button>
    </article>
  );
}
