import type { DocxForm, FormSeed, XlsxForm } from './catalog.ts';
import { withFixedZipDates } from './zip-dates.ts';

/**
 * Renders a form of the catalogue to its file. The libraries are loaded on first use: only a
 * seed needs them, never a server answering requests.
 */

/** Fixed document dates: same catalogue, same document properties. */
const DOC_DATE = '2026-01-01T00:00:00Z';
const AUTHOR = '科技成果转化服务平台';
const EAST_ASIA_FONT = '宋体';
/** docx sizes are half-points. */
const PT = (points: number) => points * 2;

const coreXml = (title: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${title}</dc:title><dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy><cp:revision>1</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">${DOC_DATE}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${DOC_DATE}</dcterms:modified></cp:coreProperties>`;

async function renderDocx(seed: FormSeed, form: DocxForm): Promise<Buffer> {
  const d = await import('docx');
  const text = (value: string, options: { bold?: boolean; size?: number } = {}) =>
    new d.TextRun({ text: value, bold: options.bold ?? false, size: PT(options.size ?? 12) });
  const paragraph = (
    value: string,
    options: { bold?: boolean; size?: number; center?: boolean; after?: number } = {},
  ) =>
    new d.Paragraph({
      children: [text(value, options)],
      spacing: { after: options.after ?? 0 },
      ...(options.center ? { alignment: d.AlignmentType.CENTER } : {}),
    });
  const cell = (
    children: InstanceType<typeof d.Paragraph>[],
    width: number,
    span = 1,
    shade = false,
  ) =>
    new d.TableCell({
      children,
      columnSpan: span,
      width: { size: width, type: d.WidthType.PERCENTAGE },
      verticalAlign: d.VerticalAlign.CENTER,
      margins: { top: 80, bottom: 80, left: 100, right: 100 },
      ...(shade ? { shading: { type: d.ShadingType.CLEAR, color: 'auto', fill: 'F2F4F7' } } : {}),
    });
  const blank = (lines: number) => Array.from({ length: lines }, () => paragraph(''));

  const rows: InstanceType<typeof d.TableRow>[] = [];
  for (const section of form.sections) {
    rows.push(
      new d.TableRow({
        children: [cell([paragraph(section.heading, { bold: true })], 100, 4, true)],
      }),
    );
    // Short labels go two to a row; a wide one takes the whole row with room to write.
    let pending: string[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      const [a, b] = pending;
      rows.push(
        new d.TableRow({
          children: b
            ? [
                cell([paragraph(a!)], 20),
                cell(blank(1), 30),
                cell([paragraph(b)], 20),
                cell(blank(1), 30),
              ]
            : [cell([paragraph(a!)], 20), cell(blank(1), 80, 3)],
        }),
      );
      pending = [];
    };
    for (const row of section.rows) {
      if (typeof row === 'string') {
        pending.push(row);
        if (pending.length === 2) flush();
      } else {
        flush();
        rows.push(
          new d.TableRow({
            children: [cell([paragraph(row.label)], 20), cell(blank(row.lines ?? 3), 80, 3)],
          }),
        );
      }
    }
    flush();
  }

  const doc = new d.Document({
    creator: AUTHOR,
    title: seed.title,
    description: seed.description,
    styles: {
      default: {
        document: {
          run: { font: { ascii: 'Times New Roman', eastAsia: EAST_ASIA_FONT }, size: PT(12) },
        },
      },
    },
    sections: [
      {
        properties: {
          page: { margin: { top: 1440, bottom: 1440, left: 1300, right: 1300 } },
        },
        children: [
          paragraph(seed.title, { bold: true, size: 18, center: true, after: 200 }),
          paragraph(`编号：____________        填报日期：____年__月__日`, {
            size: 10.5,
            after: 160,
          }),
          new d.Table({ width: { size: 100, type: d.WidthType.PERCENTAGE }, rows }),
          paragraph('', { after: 120 }),
          ...form.signatures.map((line) => paragraph(`${line}：________________`, { after: 120 })),
          paragraph('填表说明', { bold: true, after: 80 }),
          ...seed.notes.map((note, i) => paragraph(`${i + 1}. ${note}`, { size: 10.5, after: 60 })),
        ],
      },
    ],
  });
  return d.Packer.toBuffer(doc, false, [{ path: 'docProps/core.xml', data: coreXml(seed.title) }]);
}

async function renderXlsx(seed: FormSeed, form: XlsxForm): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.creator = AUTHOR;
  book.lastModifiedBy = AUTHOR;
  book.title = seed.title;
  book.created = new Date(DOC_DATE);
  book.modified = new Date(DOC_DATE);

  const sheet = book.addWorksheet(form.sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
  const width = form.columns.length;
  sheet.columns = form.columns.map((c) => ({ width: c.width }));
  sheet.mergeCells(1, 1, 1, width);
  const title = sheet.getCell(1, 1);
  title.value = seed.title;
  title.font = { bold: true, size: 16, name: EAST_ASIA_FONT };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.getRow(1).height = 32;

  const border = {
    top: { style: 'thin' as const },
    bottom: { style: 'thin' as const },
    left: { style: 'thin' as const },
    right: { style: 'thin' as const },
  };
  const header = sheet.getRow(2);
  form.columns.forEach((column, i) => {
    const c = header.getCell(i + 1);
    c.value = column.header;
    c.font = { bold: true, name: EAST_ASIA_FONT };
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F5' } };
    c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    c.border = border;
  });
  header.height = 24;

  const example = sheet.getRow(3);
  form.example.forEach((value, i) => {
    const c = example.getCell(i + 1);
    c.value = value;
    c.font = { color: { argb: 'FF7F7F7F' }, italic: true, name: EAST_ASIA_FONT };
    c.border = border;
  });
  for (let r = 4; r < 4 + form.blankRows; r++) {
    const row = sheet.getRow(r);
    for (let i = 1; i <= width; i++) row.getCell(i).border = border;
  }
  // Choice columns get a drop-down over the example and the blank rows.
  form.columns.forEach((column, i) => {
    if (!column.options) return;
    for (let r = 3; r < 4 + form.blankRows; r++) {
      sheet.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${column.options.join(',')}"`],
        showErrorMessage: true,
        errorTitle: '输入有误',
        error: '请在下拉列表中选择',
      };
    }
  });

  const notes = book.addWorksheet('填表说明');
  notes.getColumn(1).width = 100;
  notes.getCell(1, 1).value = '填表说明';
  notes.getCell(1, 1).font = { bold: true, size: 14, name: EAST_ASIA_FONT };
  seed.notes.forEach((note, i) => {
    const c = notes.getCell(i + 2, 1);
    c.value = `${i + 1}. ${note}`;
    c.alignment = { wrapText: true };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const FORM_MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The form's file: its bytes, extension and type. */
export async function renderForm(seed: FormSeed) {
  const body = seed.body;
  const bytes = body.kind === 'docx' ? await renderDocx(seed, body) : await renderXlsx(seed, body);
  return { bytes: withFixedZipDates(bytes), ext: body.kind, mime: FORM_MIME[body.kind] };
}
