import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine, type TCsvValue } from "../../../lib/csv";
import { csvStream, keysetBatches } from "./csv-writer";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  // ignoreBOM: keep the byte order mark in the text, to see it is there.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const reader = stream.getReader();
  let text = "";
  let chunks = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    text += decoder.decode(next.value, { stream: true });
    chunks++;
  }
  return { text, chunks };
}

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(7)).toBe("7");
    expect(csvCell(null)).toBe("");
    expect(csvCell("Dubai, UAE")).toBe('"Dubai, UAE"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("مطور أعمال")).toBe("مطور أعمال");
  });

  it("puts an apostrophe before a value a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1+2,3")).toBe(`"'=1+2,3"`);
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    // A negative number is a formula to a spreadsheet too; a value in the middle is not.
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("csvLine", () => {
  it("ends with CRLF", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});

describe("keysetBatches", () => {
  it("asks for each batch after the last id of the one before and stops at a short batch", async () => {
    const ids = Array.from({ length: 25 }, (_, index) => ({ id: (index + 1) * 2 }));
    const asked: number[] = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches(async (afterId, limit) => {
      asked.push(afterId);
      return ids.filter((row) => row.id > afterId).slice(0, limit);
    }, 10))
      batches.push(batch.map((row) => row.id));
    expect(asked).toEqual([0, 20, 40]);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
  });

  it("asks once more after a full last batch, and yields no empty batch", async () => {
    const asked: number[] = [];
    const batches = [];
    for await (const batch of keysetBatches(async (afterId) => {
      asked.push(afterId);
      return afterId === 0 ? [{ id: 1 }, { id: 2 }] : [];
    }, 2))
      batches.push(batch);
    expect(asked).toEqual([0, 2]);
    expect(batches).toHaveLength(1);
  });
});

describe("csvStream", () => {
  it("writes a byte order mark and the header, then one chunk per batch, read only as the reader reads", async () => {
    let read = 0;
    async function* batches(): AsyncGenerator<TCsvValue[][]> {
      for (let batch = 0; batch < 3; batch++) {
        read++;
        yield [[batch, `=row ${batch}`]];
      }
    }
    const stream = csvStream(["ID", "Name"], batches(), () => {});
    // Nothing is read before the reader asks.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read).toBeLessThanOrEqual(1);
    const { text, chunks } = await readAll(stream);
    expect(text).toBe(`${CSV_BOM}ID,Name\r\n0,'=row 0\r\n1,'=row 1\r\n2,'=row 2\r\n`);
    expect(chunks).toBe(4);
  });

  it("stops reading when the reader cancels", async () => {
    let read = 0;
    let isFinished = false;
    async function* batches(): AsyncGenerator<TCsvValue[][]> {
      try {
        for (;;) {
          read++;
          yield [[read]];
        }
      } finally {
        isFinished = true;
      }
    }
    const reader = csvStream(["n"], batches(), () => {}).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(isFinished).toBe(true);
    expect(read).toBeLessThan(5);
  });

  it("reports a failure mid-way and breaks the stream", async () => {
    const errors: unknown[] = [];
    async function* batches(): AsyncGenerator<TCsvValue[][]> {
      yield [[1]];
      throw new Error("connection lost");
    }
    await expect(readAll(csvStream(["n"], batches(), (error) => errors.push(error)))).rejects.toThrow(
      "connection lost",
    );
    expect(errors).toHaveLength(1);
  });
});
