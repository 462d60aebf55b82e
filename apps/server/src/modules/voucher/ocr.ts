import { execFile } from 'node:child_process';
import path from 'node:path';
import {
  ApiCode,
  isValidCreditCode,
  VoucherMessages as M,
  type VoucherOcrResult,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export interface OcrConfig {
  OCR_TESSERACT: string;
  OCR_TIMEOUT_MS: number;
  UPLOAD_DIR: string;
}

const unavailable = () => new AppError(ApiCode.UNAVAILABLE, M.ocrUnavailable);

/** Runs tesseract on one image (Chinese + Latin); any failure is "unavailable". */
function tesseract(config: OcrConfig, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      config.OCR_TESSERACT,
      [file, 'stdout', '-l', 'chi_sim+eng', '--psm', '6'],
      { timeout: config.OCR_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
      (err, stdout) => (err ? reject(unavailable()) : resolve(stdout)),
    );
  });
}

/** OCR's usual confusions in the code's alphabet (no I, O, S, V, Z in a credit code). */
const LOOKALIKE: Readonly<Record<string, string>> = { O: '0', I: '1', S: '5', Z: '2', V: 'U' };

/** The first 18-character run that passes the GB 32100 check, trying lookalike fixes. */
export function findCreditCode(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s:：]/g, '');
  for (const run of compact.match(/[0-9A-Z]{18,}/g) ?? []) {
    for (let i = 0; i + 18 <= run.length; i++) {
      const raw = run.slice(i, i + 18);
      if (isValidCreditCode(raw)) return raw;
      const fixed = raw.replace(/[OISZV]/g, (c) => LOOKALIKE[c] ?? c);
      if (isValidCreditCode(fixed)) return fixed;
    }
  }
  return null;
}

/** The value after a label on its line ("名 称 某某公司" → 某某公司); tesseract spaces CJK. */
function field(lines: string[], labels: RegExp): string | null {
  for (const line of lines) {
    const flat = line.replace(/\s+/g, '');
    const m = flat.match(labels);
    if (m) {
      const value = flat.slice((m.index ?? 0) + m[0].length).replace(/^[:：]/, '');
      if (value) return value;
    }
  }
  return null;
}

export function parseLicence(text: string): VoucherOcrResult {
  const lines = text.split(/\r?\n/);
  return {
    creditCode: findCreditCode(text),
    companyName: field(lines, /名称/),
    legalPerson: field(lines, /法定代表人|负责人|经营者/),
    address: field(lines, /住所|经营场所|地址/),
  };
}

/**
 * Reads the member's own uploaded licence image. Someone else's file (or none) is "not found";
 * a missing or failing tesseract, or a timeout, answers 503 识别服务不可用，请手动填写 and the
 * form stays usable by hand.
 */
export async function readLicence(
  db: Db,
  config: OcrConfig,
  userId: number,
  fileId: number,
): Promise<VoucherOcrResult> {
  const file = await db
    .selectFrom('files')
    .select(['storedName', 'mime'])
    .where('id', '=', fileId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!file?.mime.startsWith('image/')) throw notFound(M.ocrFileRequired);
  const text = await tesseract(config, path.join(config.UPLOAD_DIR, file.storedName));
  return parseLicence(text);
}
