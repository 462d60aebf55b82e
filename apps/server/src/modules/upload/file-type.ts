/** File types accepted for upload, recognised by their first bytes rather than the name. */
const SIGNATURES: { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/gif',
    ext: 'gif',
    test: (b) =>
      b
        .subarray(0, 6)
        .toString('latin1')
        .match(/^GIF8[79]a$/) !== null,
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'application/pdf',
    ext: 'pdf',
    test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

export function detectFileType(head: Buffer): { mime: string; ext: string } | null {
  const match = SIGNATURES.find((s) => s.test(head));
  return match ? { mime: match.mime, ext: match.ext } : null;
}
