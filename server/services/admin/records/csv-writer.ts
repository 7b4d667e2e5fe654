// The CSV stream of the console's exports (decision 032), its lines written by lib/csv.ts: a byte
// stream that pulls one batch of rows at a time as its reader reads, so an export of any size
// holds one batch in memory, never the file.

import { CSV_BOM, csvLine, type TCsvValue } from "../../../lib/csv";

/**
 * The batches of a table read by keyset pagination: each after the last id of the one before, so
 * every batch costs the same however deep the export is. Ends at the first short batch.
 */
export async function* keysetBatches<TRow extends { id: number }>(
  fetchAfter: (afterId: number, limit: number) => Promise<TRow[]>,
  batchSize: number,
): AsyncGenerator<TRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await fetchAfter(afterId, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1].id;
  }
}

/**
 * A CSV file as a stream of UTF-8 bytes: the header line, then one chunk per batch of lines,
 * each batch read only when the reader wants more (the stream's high-water mark is one chunk).
 * A reader that stops early ends the reading; a failure mid-way is reported to `onError` and
 * breaks the stream (the answer's status is already sent).
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterator<readonly (readonly TCsvValue[])[]>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
