// Reads a backup file's lines: gunzip, split on newlines, refuse what is not one of ours.
import fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import type { Readable } from "node:stream";
import {
  BACKUP_VERSION,
  BackupFileError,
  CONTROL_PREFIX,
  ZBackupHeaderSchema,
  type TBackupHeader,
} from "./backup-format";

/** A longer line is not one a backup writes (the largest row, an application's PDF, is a few MB). */
const MAX_LINE_CHARS = 256 * 1024 * 1024;

/** The sentence for a gzip stream that breaks off or is not gzip at all. */
function gzipProblem(error: unknown): BackupFileError | undefined {
  const code = (error as { code?: string }).code;
  if (code === "Z_BUF_ERROR" || (error as Error).message === "unexpected end of file") {
    return new BackupFileError("The backup file is truncated: it ends in the middle of its compressed data.");
  }
  if (code === "Z_DATA_ERROR") return new BackupFileError("The file is not a Hirewise backup: it is not gzip data.");
  return undefined;
}

/** The file's lines without their newline; a final line without one is given too. */
export async function* backupFileLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  let pending = "";
  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = pending.indexOf("\n"); end !== -1; end = pending.indexOf("\n", start)) {
        yield pending.slice(start, end);
        start = end + 1;
      }
      pending = pending.slice(start);
      if (pending.length > MAX_LINE_CHARS)
        throw new BackupFileError("The file is not a Hirewise backup: a line is too long.");
    }
  } catch (error) {
    throw gzipProblem(error) ?? error;
  } finally {
    input.unpipe(gunzip);
    gunzip.destroy();
    input.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}

/** The header line's fields, or why the line is not one. */
export function parseHeader(text: string | undefined): TBackupHeader {
  let value: unknown;
  try {
    value = text === undefined || !text.startsWith(CONTROL_PREFIX) ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  const version = (value as { version?: unknown } | undefined)?.version;
  if (typeof version === "number" && version > BACKUP_VERSION) {
    throw new BackupFileError(
      `The backup is in a newer format (version ${version}; this version of Hirewise reads ${BACKUP_VERSION}). Update Hirewise, then restore it.`,
    );
  }
  const header = ZBackupHeaderSchema.safeParse(value);
  if (!header.success)
    throw new BackupFileError("The file is not a Hirewise backup: its first line is not a backup header.");
  return header.data;
}

/** The header of the backup at `file`, read without the rest. */
export async function readBackupHeader(file: string): Promise<TBackupHeader> {
  const lines = backupFileLines(fs.createReadStream(file));
  try {
    const first = await lines.next();
    return parseHeader(first.done ? undefined : first.value);
  } finally {
    await lines.return(undefined);
  }
}
