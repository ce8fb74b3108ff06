import type { Writable } from 'node:stream';
import { neutraliseFormula } from '@extranet/shared/csv/csv';
import ExcelJS from 'exceljs';
import type { Cell, CellType, Column, OpenDataset } from './dataset.ts';

/** Characters XML 1.0 cannot hold: one of them would make the whole workbook unreadable. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Excel's limit of characters in a cell. */
const CELL_MAX = 32_767;

const numberFormats: Partial<Record<CellType, string>> = {
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  decimal: '0.0',
};

/** 'YYYY-MM-DD[ HH:MM]' as the Date whose UTC fields are those: Excel stores wall-clock time. */
const wallClock = (text: string) =>
  new Date(
    Date.UTC(
      Number(text.slice(0, 4)),
      Number(text.slice(5, 7)) - 1,
      Number(text.slice(8, 10)),
      Number(text.slice(11, 13) || 0),
      Number(text.slice(14, 16) || 0),
    ),
  );

/**
 * A cell as a typed value: numbers as numbers, dates as dates (shown DD/MM/YYYY), flags as
 * 'Sí'/'No'. A string is stored as text, but Excel turns a text starting with '=', '+', '-',
 * '@', a tab or a carriage return into a formula as soon as a person edits the cell: text
 * goes through the CSV writer's neutralising (a leading apostrophe), as the CSV files do
 * (docs/exports-text-and-time.md). Characters XML cannot hold are dropped.
 */
export function xlsxCell(type: CellType, value: Cell): ExcelJS.CellValue {
  if (value === null) return null;
  if (type === 'bool') return value ? 'Sí' : 'No';
  if ((type === 'date' || type === 'datetime') && typeof value === 'string') {
    return wallClock(value);
  }
  if (typeof value === 'string') {
    return neutraliseFormula(value.replace(XML_INVALID, '')).slice(0, CELL_MAX);
  }
  return value;
}

/** One sheet of the workbook: its name and how to open its data. */
export interface WorkbookSheet {
  name: string;
  open: () => Promise<OpenDataset>;
}

/** Resolves once `out` takes writes again, or is closed (a download given up). */
const room = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

const columnsOf = (columns: Column[]): Partial<ExcelJS.Column>[] =>
  columns.map((column) => {
    const numFmt = numberFormats[column.type];
    return {
      header: column.header,
      width: column.width ?? 14,
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });

/**
 * Streams an .xlsx workbook into `out` (exceljs' streaming WorkbookWriter): one sheet at a time,
 * each row committed as soon as it is written, and after each batch a wait until `out` has
 * room, so that a slow download never piles the workbook up in memory. Inline strings (no
 * shared-strings table, which would grow with the data).
 */
export async function writeWorkbook(out: Writable, sheets: WorkbookSheet[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Extranet de Educación Ambiental';
  workbook.created = new Date();
  for (const sheet of sheets) {
    const data = await sheet.open();
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = columnsOf(data.columns);
    worksheet.getRow(1).font = { bold: true };
    const types = data.columns.map((column) => column.type);
    for await (const batch of data.batches) {
      if (out.destroyed) return;
      for (const row of batch) {
        worksheet.addRow(row.map((value, i) => xlsxCell(types[i] ?? 'text', value))).commit();
      }
      await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain && !out.destroyed) await room(out);
    }
    worksheet.commit();
  }
  await workbook.commit();
}
