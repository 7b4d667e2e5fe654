// normalizeSearchText is the mirror of the database's job_search_text (migration 0007): the two
// must give the same text, or a query would be spelt differently from the jobs it should find.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { createTestDatabase } from "../../test/test-app";
import { FOLDED_FROM, LIGATURES, normalizeSearchText } from "./search-text";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function inDatabase(texts: string[]): Promise<string[]> {
  const rows = rowsOf<{ text: string }>(
    await database.db.execute(
      sql`select job_search_text(text) as text
        from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as texts(text, position)
        order by position`,
    ),
  );
  return rows.map((row) => row.text);
}

/** A small random generator, seeded, so that a failure can be repeated. */
function randomTexts(count: number, seed: number): string[] {
  const pieces = [
    ..."cCfFaAsSpPvVbBdDoOnNeEtTjJ0123456789+#./-_, ;:'\"()",
    ...FOLDED_FROM,
    ...LIGATURES.map(([ligature]) => ligature),
    "\u0301",
    "\u064E",
    "\u0651",
    "\u0640",
    "\u0670",
    "ا",
    "م",
    " ",
    "c++",
    "C#",
    ".NET",
    "asp.net",
    "vb.net",
    "ADO.NET",
    "node.js",
    "Vue.JS",
    "é",
  ];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length]).join(""),
  );
}

describe("normalizeSearchText", () => {
  it("folds accents and Arabic letter forms, and removes harakat and tatweel", () => {
    expect(normalizeSearchText("Ingénieur ÉTÉ Ça Œuvre cœur naïve")).toBe("Ingenieur ETE Ca OEuvre coeur naive");
    expect(normalizeSearchText("Cafe\u0301")).toBe("Cafe");
    expect(normalizeSearchText("أحمد إسلام آمال ٱلعلم")).toBe("احمد اسلام امال العلم");
    expect(normalizeSearchText("مستشفى مدرسة")).toBe("مستشفي مدرسه");
    expect(normalizeSearchText("مُهَنْدِس مـهـنـدس")).toBe("مهندس مهندس");
  });

  it("keeps technical names as words of their own", () => {
    expect(normalizeSearchText("C++, C#/.NET, F# and C")).toBe(" cplusplus ,  Csharp /  dotnet ,  Fsharp  and C");
    expect(normalizeSearchText("ASP.NET vb.net example.net .NET6")).toBe(" ASP dotnet   vb dotnet  example.net .NET6");
    expect(normalizeSearchText("Node.js, vue.js; next.js.")).toBe(" Nodejs ,  vuejs ;  nextjs .");
    expect(normalizeSearchText("abc++ x.node.js")).toBe("abc++ x.node.js");
  });

  it("is idempotent", () => {
    for (const text of randomTexts(300, 7)) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once), JSON.stringify(text)).toBe(once);
    }
  });
});

describe("job_search_text", () => {
  it("gives what normalizeSearchText gives", async () => {
    const texts = [
      ...FOLDED_FROM,
      ...LIGATURES.map(([ligature]) => ligature),
      "Ingénieur ÉTÉ Ça Œuvre cœur naïve Cafe\u0301",
      "أحمد إسلام آمال ٱلعلم مستشفى مدرسة مُهَنْدِس مـهـنـدس",
      "C++, C#/.NET, F# and C; ASP.NET vb.net example.net .NET6 Node.js, vue.js; next.js. abc++ x.node.js",
      ...randomTexts(500, 42),
    ];
    const expected = texts.map(normalizeSearchText);
    const actual = await inDatabase(texts);
    texts.forEach((text, index) => expect(actual[index], JSON.stringify(text)).toBe(expected[index]));
  });
});
