import { OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { uploadImage } from '../lib/upload.ts';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
}

const COMMANDS = [
  { command: 'bold', label: '加粗', text: 'B' },
  { command: 'italic', label: '斜体', text: 'I' },
  { command: 'underline', label: '下划线', text: 'U' },
  { command: 'formatBlock', arg: 'h3', label: '小标题', text: 'H' },
  { command: 'formatBlock', arg: 'p', label: '正文段落', text: 'P' },
  { command: 'insertUnorderedList', label: '项目列表', text: <UnorderedListOutlined /> },
  // An icon, not the text "1.": a visible text must be part of the button's name (WCAG 2.5.3).
  { command: 'insertOrderedList', label: '编号列表', text: <OrderedListOutlined /> },
] as const;

/**
 * A small rich-text editor with no outside dependency: an editable region and a toolbar
 * (bold, italic, underline, heading, paragraph, lists, link, image upload). The server
 * sanitises whatever it sends, so this only has to produce plain HTML.
 */
export function RichTextEditor({ value, onChange, label }: Props) {
  const { message } = App.useApp();
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const link = () => {
    const url = window.prompt('链接地址（http://、https://或/开头）');
    if (url && /^(https?:\/\/|\/)/.test(url)) run('createLink', url);
  };
  const image = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await uploadImage(file);
      run('insertImage', uploaded.url);
    } catch {
      void message.error('图片上传失败');
    }
  };

  return (
    <div className="ad-editor">
      <Space wrap size={4} className="ad-editor-bar" role="toolbar" aria-label={`${label}格式`}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.label} title={c.label}>
            <Button
              size="small"
              aria-label={c.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.command, 'arg' in c ? c.arg : undefined)}
            >
              {c.text}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={link}>
          链接
        </Button>
        <Button size="small" onClick={() => fileRef.current?.click()}>
          插入图片
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          style={{ display: 'none' }}
          aria-label="选择正文图片"
          onChange={(e) => {
            void image(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: an editable rich-text region has no native element */}
      <div
        ref={ref}
        className="ad-editor-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        data-testid="rich-text"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
