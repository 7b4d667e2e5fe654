// Decision 013: the common-password list (the package's data is about 400 kB) never goes to the
// browser. The sign-up form's schema is bundled as the browser build bundles it, and as the
// server build does.
import path from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// The package's compressed list starts with these, and its dictionary is named so.
const LIST_MARKERS = ["ApasswordA12345678Aqwerty", "passwords-common", "@zxcvbn-ts/"];

async function bundle(options: { ssr: boolean }): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "@common": path.join(root, "common") } },
    build: {
      write: false,
      minify: false,
      ssr: options.ssr,
      lib: { entry: path.join(root, "common/auth/form-schemas.ts"), formats: ["es"], fileName: "form-schemas" },
      rolldownOptions: options.ssr ? { external: [/^@zxcvbn-ts\//, /^zod/] } : {},
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((result) => result.output)
    .map((chunk) => (chunk.type === "chunk" ? chunk.code : ""))
    .join("\n");
}

describe("the common-password list", () => {
  it("stays out of the browser's bundle of the sign-up form", async () => {
    const code = await bundle({ ssr: false });
    expect(code).toContain("passwordPolicy.tooShort");
    for (const marker of LIST_MARKERS) expect(code.includes(marker), marker).toBe(false);
  });

  it("is what the server's bundle checks", async () => {
    const code = await bundle({ ssr: true });
    expect(code).toContain("passwordPolicy.tooCommon");
    expect(code).toContain("@zxcvbn-ts/language-common");
  });
});
