import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, loadedSpecifiers, readImportGraph } from "./import-cycles";

const root = path.resolve(import.meta.dirname, "..");

describe("import cycles (scripts/import-cycles.ts)", () => {
  it("finds none among the modules of app/, server/, common/, scripts/, e2e/ and bench/", () => {
    const graph = readImportGraph(root);
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("server/index.ts")).toContain("server/start.ts");
    expect(findCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("counts imports that load a module, not type-only or dynamic ones", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C } from "./c";',
      'export { d } from "~/d";',
      'export type { E } from "./e";',
      'import "./f.css";',
      'const g = await import("./g");',
      '// import { h } from "./h";',
    ].join("\n");
    expect(loadedSpecifiers("x.ts", source)).toEqual(["./a", "./c", "~/d", "./f.css"]);
  });

  describe("on a tree with a cycle", () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      fs.writeFileSync(path.join(fixture, file), text);
    };

    it("names the files of the loop, through the aliases and folder indexes", () => {
      write("app/lib/a.ts", 'import { b } from "~/features/b";\nexport const a = b;\n');
      write("app/features/b/index.ts", 'import { c } from "@common/c";\nexport const b = c;\n');
      write("common/c.ts", 'import { a } from "../app/lib/a";\nexport const c = a;\n');
      write("common/d.ts", 'import type { c } from "./c";\nexport const d: typeof c = 1;\n');
      write("server/e.ts", 'import { e } from "./e";\nexport { e };\n');
      const cycles = findCycles(readImportGraph(fixture, ["app", "common", "server"]));
      expect(cycles).toEqual([
        ["app/features/b/index.ts", "common/c.ts", "app/lib/a.ts", "app/features/b/index.ts"],
        ["server/e.ts", "server/e.ts"],
      ]);
    });
  });
});
