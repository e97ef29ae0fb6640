import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV downloads (RFC 4180), streamed: the rows come in batches from a keyset query and go to the
 * reply as they arrive, so no export ever holds the whole file in memory (decision 021). Every
 * admin export (clients, approved executives, community members) goes through here, so the
 * escaping and the formula-injection guard are written once.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: dates as ISO 8601, nothing for null; a leading = + - @ tab or CR neutralised with an
 * apostrophe; quoted (with doubled quotes) when it holds a quote, a comma or a line break.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line ending. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export type CsvDownloadSummary = { rows: number; complete: boolean };

export type CsvDownload = {
  /** The file name offered to the browser; the day is appended ('clients' → 'clients-2026-11-25.csv'). */
  name: string;
  header: readonly string[];
  /** The records, a batch at a time (keysetBatches): each batch is written as one chunk. */
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>;
  /**
   * Called once when the download ends, before the reply's last byte: every row sent (complete),
   * or cut short (the client went away, or a batch failed). Exports record themselves here.
   */
  onEnd?: (summary: CsvDownloadSummary) => Promise<void>;
};

/** Excel reads a UTF-8 file as UTF-8 (names like Müller) only when it starts with a BOM. */
const BYTE_ORDER_MARK = '\uFEFF';

async function* csvChunks(download: CsvDownload): AsyncGenerator<string> {
  let rows = 0;
  let complete = false;
  try {
    yield BYTE_ORDER_MARK + csvLine(download.header);
    for await (const batch of download.batches) {
      let chunk = '';
      for (const record of batch) chunk += csvLine(record);
      rows += batch.length;
      if (chunk !== '') yield chunk;
    }
    complete = true;
  } finally {
    await download.onEnd?.({ rows, complete });
  }
}

/** Sends the CSV as an attachment, streamed; never cached (it holds personal data). */
export function sendCsv(reply: FastifyReply, download: CsvDownload): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.name}-${day}.csv"`)
    .send(Readable.from(csvChunks(download), { objectMode: false }));
}
