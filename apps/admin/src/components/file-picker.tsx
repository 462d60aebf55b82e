import { useRef, useState } from 'react';

/**
 * A form field's hidden file input: `open` asks for a file, which `upload` sends while `busy`
 * (the input is emptied so the same file can be picked again).
 */
export function useFilePicker({
  label,
  accept,
  upload,
}: {
  label: string;
  accept: string;
  upload: (file: File) => Promise<void>;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await upload(file);
    } finally {
      setBusy(false);
    }
  };
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      style={{ display: 'none' }}
      aria-label={label}
      onChange={(e) => {
        void pick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  return { busy, open: () => ref.current?.click(), input };
}
