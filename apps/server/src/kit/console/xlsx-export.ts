import type { FastifyReply } from 'fastify';

/** One export holds at most this many rows (narrow the filter for more). */
export const QUEUE_EXPORT_MAX = 10_000;

/**
 * Answers an Excel workbook of one sheet (exceljs, as the audit export): bold frozen header,
 * text cells only, so a value starting with = stays text and never becomes a formula.
 */
export async function sendXlsx(
  reply: FastifyReply,
  sheetName: string,
  columns: { header: string; width: number }[],
  rows: (string | number | null)[][],
  fileName: string,
) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(row.map((v) => (typeof v === 'number' ? v : String(v ?? ''))));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(buffer);
}
