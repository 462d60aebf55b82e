import fs from 'node:fs';
import path from 'node:path';
import { type DownloadForm, InteractionMessages, type Page } from '@portal/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_SEEDS } from '../../src/db/seed/content/forms/catalog.ts';
import { seedDownloadForms } from '../../src/db/seed/content/forms/index.ts';
import { renderForm } from '../../src/db/seed/content/forms/render.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';

const ctx = appForFile();
let forms: DownloadForm[];
beforeAll(async () => {
  expect(await seedDownloadForms(ctx.db, ctx.config.UPLOAD_DIR)).toBe(8);
  forms = (await page('?pageSize=100')).data.records;
});

function page(query = '') {
  return get<Page<DownloadForm>>(ctx.app, `/client/api/download/page${query}`);
}

const download = (form: DownloadForm) =>
  ctx.app.inject({ method: 'GET', url: `/gateway${form.url}` });

const byTitle = (title: string) => {
  const form = forms.find((f) => f.title === title);
  if (!form) throw new Error(`no form ${title}`);
  return form;
};

describe('seeding the forms', () => {
  it('writes each form once, as a public upload', async () => {
    expect(await seedDownloadForms(ctx.db, ctx.config.UPLOAD_DIR)).toBe(0);
    const files = await ctx.db.selectFrom('files').selectAll().execute();
    expect(files).toHaveLength(8);
    expect(files.every((f) => f.isPublic === 1 && f.userId === null && f.size > 4000)).toBe(true);
  });

  it('renders the same bytes whenever it runs (deterministic seed)', async () => {
    const docx = FORM_SEEDS.find((f) => f.body.kind === 'docx')!;
    const xlsx = FORM_SEEDS.find((f) => f.body.kind === 'xlsx')!;
    const before = [await renderForm(docx), await renderForm(xlsx)];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2031-06-15T08:30:00Z'));
      const later = [await renderForm(docx), await renderForm(xlsx)];
      expect(later[0]!.bytes.equals(before[0]!.bytes)).toBe(true);
      expect(later[1]!.bytes.equals(before[1]!.bytes)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /client/api/download/page', () => {
  it('lists the forms with name, type, size, date and count', () => {
    expect(forms.map((f) => f.title)).toContain('技术合同登记申请表');
    expect(new Set(forms.map((f) => f.fileType))).toEqual(new Set(['docx', 'xlsx']));
    expect(byTitle('技术需求征集表')).toMatchObject({
      category: 4,
      categoryName: '需求征集',
      fileName: '技术需求征集表.xlsx',
      fileType: 'xlsx',
      publishDate: '2026-05-08',
      downloadCount: 0,
    });
    expect(
      forms.every((f) => f.size > 4000 && f.url.startsWith('/client/api/download/file/')),
    ).toBe(true);
  });

  it('filters by category and keyword', async () => {
    const voucher = await page('?category=3');
    expect(voucher.data.records.map((f) => f.title).sort()).toEqual(
      ['创新券兑付申请汇总表', '创新券申请表'].sort(),
    );
    expect((await page('?keyword=登记')).data.records.map((f) => f.title)).toEqual([
      '技术合同登记申请表',
      '科技成果登记表',
      '技术经理人登记表',
    ]);
    expect((await page('?keyword=无此表格')).data.total).toBe(0);
    expect((await page('?category=0')).msg).toBe(InteractionMessages.categoryInvalid);
  });
});

describe('GET /client/api/download/file/:id', () => {
  it('serves a Word form as an attachment with its UTF-8 name, a valid .docx', async () => {
    const form = byTitle('技术合同登记申请表');
    const res = await download(form);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_________.docx"; filename*=UTF-8''${encodeURIComponent('技术合同登记申请表.docx')}`,
    );
    expect(Number(res.headers['content-length'])).toBe(form.size);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const zip = await JSZip.loadAsync(res.rawPayload);
    for (const part of ['[Content_Types].xml', 'word/document.xml', 'docProps/core.xml']) {
      expect(zip.file(part), part).not.toBeNull();
    }
    const body = await zip.file('word/document.xml')!.async('string');
    expect(body).toContain('技术合同登记申请表');
    expect(body).toContain('<w:tbl>');
    expect(body).toContain('统一社会信用代码');
    expect(await zip.file('docProps/core.xml')!.async('string')).toContain(
      '<dc:title>技术合同登记申请表</dc:title>',
    );
  });

  it('serves an Excel form that exceljs reads back: title, headed columns, drop-downs, notes', async () => {
    const form = byTitle('技术需求征集表');
    const res = await download(form);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['技术需求', '填表说明']);
    const sheet = book.getWorksheet('技术需求')!;
    expect(sheet.getCell('A1').value).toBe('技术需求征集表');
    expect(sheet.getRow(2).getCell(2).value).toBe('需求名称');
    expect(sheet.getCell('C3').value).toBe('技术攻关');
    expect(sheet.getCell('C10').dataValidation).toMatchObject({ type: 'list' });
    expect(String(book.getWorksheet('填表说明')!.getCell('A2').value)).toContain(
      '每项需求填写一行',
    );
  });

  it('counts every download, parallel ones included', async () => {
    const form = byTitle('科技成果登记表');
    const results = await Promise.all(Array.from({ length: 6 }, () => download(form)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS + 1);
    const listed = (await page('?category=2')).data.records.find((f) => f.id === form.id);
    expect(listed?.downloadCount).toBe(6);
  });

  it('answers 404 for an unknown form or a file gone from the disk', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/gateway/client/api/download/file/9999',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: InteractionMessages.formNotFound });
    const form = byTitle('技术经理人登记表');
    const file = await ctx.db
      .selectFrom('files')
      .select('storedName')
      .where('originalName', '=', form.fileName)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(ctx.config.UPLOAD_DIR, file.storedName));
    expect((await download(form)).statusCode).toBe(404);
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS + 1);
    const listed = (await page('?category=1')).data.records.find((f) => f.id === form.id);
    expect(listed?.downloadCount).toBe(0);
  });
});
