import { execFileSync } from 'node:child_process';
import { VoucherMessages as M, VoucherPaths as P, type VoucherOcrResult } from '@portal/shared';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCreditCode, parseLicence } from '../../src/modules/voucher/ocr.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { post, registerMember } from '../support/client.ts';
import { nextCreditCode } from '../support/voucher.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasTesseract = (() => {
  try {
    execFileSync('tesseract', ['--list-langs'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

/** A business licence rendered to PNG in Chromium (CJK fonts of the system), made here, not downloaded. */
async function licencePng(code: string): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 520 } });
    await page.setContent(`<body style="margin:0;background:#fff;color:#000;font-family:'Noto Sans CJK SC',sans-serif">
      <div style="padding:40px;font-size:30px;line-height:1.8">
        <div style="text-align:center;font-size:44px">营业执照</div>
        <div>统一社会信用代码 ${code}</div>
        <div>名称 济南华辰智能科技有限公司</div>
        <div>法定代表人 张伟</div>
        <div>住所 山东省济南市高新区舜华路1号</div>
      </div></body>`);
    return await page.screenshot();
  } finally {
    await browser.close();
  }
}

async function upload(ctx: TestContext, token: string, png: Buffer): Promise<number> {
  const boundary = '----licencetest';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="营业执照.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return (res.json() as { data: { id: number } }).data.id;
}

let ctx: TestContext;
let absent: TestContext;
let token: string;
let fileId: number;
const code = nextCreditCode();
beforeAll(async () => {
  ctx = await createTestApp();
  absent = await createTestApp({ OCR_TESSERACT: '/nonexistent/tesseract' });
  token = (await registerMember(ctx, { username: 'ocr_acme' })).token;
  fileId = await upload(ctx, token, await licencePng(code));
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await absent.close();
});

describe('POST /client/innovation/businessLicenseOcr', () => {
  it.skipIf(!hasTesseract)(
    'reads the credit code (check digit valid), name, legal person and address',
    async () => {
      const res = await post<VoucherOcrResult>(ctx.app, P.licenceOcr, { fileId }, { token });
      expect(res.code).toBe(1);
      expect(res.data).toEqual({
        creditCode: code,
        companyName: '济南华辰智能科技有限公司',
        legalPerson: '张伟',
        address: '山东省济南市高新区舜华路1号',
      });
    },
    30_000,
  );

  it('answers 识别服务不可用，请手动填写 when tesseract is missing', async () => {
    const member = (await registerMember(absent, { username: 'ocr_none' })).token;
    const id = await upload(absent, member, await licencePng(code));
    expect(await post(absent.app, P.licenceOcr, { fileId: id }, { token: member })).toEqual({
      code: 503,
      msg: M.ocrUnavailable,
      data: null,
    });
  }, 30_000);

  it('reads only the caller’s own image', async () => {
    const other = (await registerMember(ctx, { username: 'ocr_other' })).token;
    expect((await post(ctx.app, P.licenceOcr, { fileId }, { token: other })).code).toBe(404);
    expect((await post(ctx.app, P.licenceOcr, { fileId })).code).toBe(-401);
  });
});

describe('licence text parsing', () => {
  it('finds the code among OCR lookalikes and only with a valid check character', () => {
    const withO = code.replace(/0/g, 'O');
    expect(findCreditCode(`统一社会信用代码 ${withO}`)).toBe(code);
    expect(findCreditCode(`代码 ${code.slice(0, 17)}${code[17] === 'A' ? 'B' : 'A'}`)).toBeNull();
    expect(parseLicence('名 称 某某有限公司\n法定代表人：李四\n').legalPerson).toBe('李四');
  });
});
