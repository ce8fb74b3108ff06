import { PassThrough, Readable } from 'node:stream';
import {
  ANALYTICS_VERSION,
  analyticsFiles,
  type AnalyticsList,
} from '@extranet/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertMayNameUser } from '../../policies/named-user.ts';
import { csvChunks } from './csv-writer.ts';
import type { Dataset, OpenDataset, Scope } from './dataset.ts';
import { csvFiles, WORKBOOK_FILE, workbookDatasets } from './files.ts';
import { writeWorkbook } from './xlsx-writer.ts';
import { localDateTime } from '../../time/today.ts';

/**
 * `GET analytics/list/` (docs/product/administration-and-analytics.md#analytics tab ANALÍTICA DE
 * DATOS, role 2+): the version and the export items. Each `url` names the caller's own id
 * (docs/api-conventions.md#ids-naming-a-user, ids naming a user).
 */
export function listAnalyticsFiles(caller: SessionUser): AnalyticsList {
  return {
    version: ANALYTICS_VERSION,
    items: analyticsFiles.map((file, index) => ({
      id: index + 1,
      name: file.label,
      url: `user/${caller.id}/getfile/${file.name}`,
      file: file.name,
    })),
  };
}

/** A file ready to send: the route only sets the headers and pipes `stream`. */
export interface AnalyticsDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** `source` with its first item already read: a failing first query throws here. */
async function primedSource<T>(source: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await source.next();
  async function* rest(): AsyncGenerator<T> {
    if (first.done) return;
    yield first.value;
    yield* source;
  }
  return rest();
}

/**
 * Opens a data set and reads its first batch before anything is sent, so that a failing query
 * still answers the server's Spanish message (docs/product/README.md#error-catalogue "CSV download
 * 500") instead of a cut download; the rest is read while the file streams out. `as` names what
 * will be read: the rows (workbook), or the CSV text when the data set writes its own.
 */
async function primed(dataset: Dataset, scope: Scope, as: 'rows' | 'csv'): Promise<OpenDataset> {
  try {
    const data = await dataset.open(scope);
    if (as === 'csv' && data.csvText) {
      return { ...data, csvText: await primedSource(data.csvText) };
    }
    return { columns: data.columns, batches: await primedSource(data.batches) };
  } catch (err) {
    // The cause goes with the error, for the route to log; the reply only says what failed.
    throw Object.assign(new AppError('export failed'), { cause: err });
  }
}

/**
 * `GET user/:idUser/getfile/:name` (docs/product/administration-and-analytics.md#calls, role 2+):
 * one of the analytics files of the caller's organization, streamed from the database a batch at a
 * time (docs/testing.md). An unknown name is "not found". The path's user id does not narrow
 * anything (the files are the organization's), but it must be one the caller may name: its own, or
 * a user of its organization (policies/named-user.ts).
 */
export async function openAnalyticsFile(
  db: Db,
  caller: SessionUser,
  idUser: number,
  name: string,
): Promise<AnalyticsDownload> {
  await assertMayNameUser(db, caller, idUser);
  const scope: Scope = { db, organizationId: caller.organizationId };
  if (name === WORKBOOK_FILE) {
    const [info, first, ...rest] = workbookDatasets(localDateTime());
    if (!info || !first) throw new AppError('internal');
    const firstData = await primed(first, scope, 'rows');
    const out = new PassThrough();
    const sheets = [
      { name: info.sheet, open: () => info.open(scope) },
      { name: first.sheet, open: async () => firstData },
      ...rest.map((dataset) => ({ name: dataset.sheet, open: () => dataset.open(scope) })),
    ];
    writeWorkbook(out, sheets).catch((err: unknown) => out.destroy(err as Error));
    return {
      fileName: name,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      stream: out,
    };
  }
  const dataset = Object.hasOwn(csvFiles, name) ? csvFiles[name as keyof typeof csvFiles] : null;
  if (!dataset) throw new AppError('not found');
  const data = await primed(dataset, scope, 'csv');
  return {
    fileName: name,
    contentType: 'text/csv; charset=utf-8',
    stream: Readable.from(csvChunks(data), { objectMode: false }),
  };
}
