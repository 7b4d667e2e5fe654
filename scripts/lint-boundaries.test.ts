import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries of eslint.config.js, tried on code that is never written to disk: each
// file path below is virtual, so no wrong import sits in the tree for `eslint .` to find.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

async function boundaryErrors(filePath: string, source: string, name = "value"): Promise<string[]> {
  const [result] = await eslint.lintText(`import { ${name} } from "${source}";\nexport const used = ${name};\n`, {
    filePath: path.join(root, filePath),
  });
  return result.messages
    .filter((message) => message.ruleId?.endsWith("no-restricted-imports"))
    .map((message) => message.message);
}

const OTHER_FEATURE = "does not import another feature";
const SERVER_FROM_APP = "only through *.server.ts";
const FROM_COMMON = "imports nothing from app/ or server/";
const HTTP_IN_SERVICE = "knows nothing about HTTP";
const API_FROM_SERVICE = "do not import server/api/";
const SERVICE_FROM_BELOW = "do not import server/services/";
const FEATURE_FROM_BELOW = "they import no feature";
const API_FROM_LIB = "app/lib/ sits below app/api/";
const API_LAYER = "app/api/ imports only app/lib/ and common/";
const OUT_OF_MATCHING = "imports only common/";
const LIB_FROM_ABOVE = "server/lib/ sits below services, platform and db";
const SERVER_APP = "Only server/index.ts and tests import server/app.ts";

const refused: [boundary: string, filePath: string, source: string][] = [
  [OTHER_FEATURE, "app/features/jobs/x.tsx", "~/features/auth/login-form"],
  [OTHER_FEATURE, "app/features/jobs/x.tsx", "../auth/login-form"],
  [OTHER_FEATURE, "app/features/jobs/x.tsx", "../../features/auth/login-form"],
  [OTHER_FEATURE, "app/features/jobs/x.tsx", "~/features/job-detail/job-facts"],
  [OTHER_FEATURE, "app/features/resume-builder/templates/x.tsx", "../../jobs/job-card"],
  [OTHER_FEATURE, "app/features/jobs/x.server.ts", "~/features/dashboard/saved-jobs.server"],
  [SERVER_FROM_APP, "app/features/jobs/x.tsx", "../../../server/services/jobs/find-jobs"],
  [SERVER_FROM_APP, "app/routes/x.tsx", "../../server/services/jobs/find-jobs"],
  [SERVER_FROM_APP, "app/components/ui/x.tsx", "../../../server/lib/app-error"],
  [FROM_COMMON, "common/jobs/x.ts", "~/lib/api-client"],
  [FROM_COMMON, "common/jobs/x.ts", "../../app/lib/api-client"],
  [FROM_COMMON, "common/x.ts", "../server/lib/app-error"],
  [HTTP_IN_SERVICE, "server/services/jobs/x.ts", "hono"],
  [HTTP_IN_SERVICE, "server/services/auth/x.ts", "hono/cookie"],
  [API_FROM_SERVICE, "server/services/jobs/x.ts", "../../api/jobs/get-job"],
  [SERVICE_FROM_BELOW, "server/platform/search-index/x.ts", "../../services/jobs/find-jobs"],
  [SERVICE_FROM_BELOW, "server/db/seed/x.ts", "../../services/auth/session"],
  [SERVICE_FROM_BELOW, "server/db/x.ts", "../services/auth/session"],
  [FEATURE_FROM_BELOW, "app/components/ui/x.tsx", "~/features/jobs/job-card"],
  [FEATURE_FROM_BELOW, "app/components/shell/x.tsx", "../../features/auth/login-form"],
  [FEATURE_FROM_BELOW, "app/lib/x.ts", "~/features/jobs/job-card"],
  [FEATURE_FROM_BELOW, "app/lib/x.server.ts", "../features/dashboard/saved-jobs.server"],
  [API_FROM_LIB, "app/lib/x.ts", "~/api/auth"],
  [API_LAYER, "app/api/x.ts", "~/features/jobs/job-card"],
  [API_LAYER, "app/api/x.ts", "~/components/ui/button"],
  [API_LAYER, "app/api/x.ts", "../routes/jobs"],
  [API_LAYER, "app/api/x.ts", "../../server/services/jobs/find-jobs"],
  [OUT_OF_MATCHING, "server/matching/x.ts", "../lib/app-error"],
  [OUT_OF_MATCHING, "server/matching/x.ts", "~/lib/api-client"],
  [OUT_OF_MATCHING, "server/matching/taxonomy/x.ts", "../../db/schema"],
  [LIB_FROM_ABOVE, "server/lib/x.ts", "../db/schema"],
  [LIB_FROM_ABOVE, "server/lib/x.ts", "../platform/uploads/uploads"],
  [LIB_FROM_ABOVE, "server/lib/x.ts", "../services/auth/session"],
  [SERVER_APP, "server/cli/x.ts", "../app"],
  [SERVER_APP, "server/start.ts", "./app"],
  [SERVER_APP, "scripts/x.ts", "../server/app"],
];

const allowed: [filePath: string, source: string][] = [
  ["app/features/jobs/x.tsx", "~/features/jobs/job-card"],
  ["app/features/jobs/x.tsx", "./job-card"],
  ["app/features/resume-builder/templates/x.tsx", "../resume-api"],
  ["app/features/jobs/x.tsx", "~/components/ui/button"],
  ["app/features/jobs/x.tsx", "@common/jobs/schemas"],
  ["app/features/jobs/x.server.ts", "../../../server/services/jobs/find-jobs"],
  ["app/features/jobs/x.server.test.ts", "../../../server/test/test-app"],
  ["app/routes/x.tsx", "~/features/jobs/load-job-search.server"],
  ["common/jobs/x.ts", "../locations"],
  ["server/api/jobs/x.ts", "hono"],
  ["server/api/jobs/x.ts", "../../services/jobs/get-job"],
  ["server/services/jobs/x.ts", "../../db/schema"],
  ["server/platform/search-index/x.ts", "../../db/schema"],
  ["server/db/seed/x.ts", "../../lib/passwords"],
  ["app/components/shell/x.tsx", "~/api/auth"],
  ["app/lib/x.ts", "./api-client"],
  ["app/api/x.ts", "~/lib/api-client"],
  ["app/api/x.ts", "../lib/api-client"],
  ["app/api/x.ts", "@common/jobs/schemas"],
  ["app/api/x.ts", "./jobs"],
  ["app/features/jobs/x.tsx", "~/api/jobs"],
  ["server/matching/x.ts", "@common/matching/bands"],
  ["server/matching/x.ts", "./taxonomy"],
  ["server/matching/taxonomy/x.ts", "../types"],
  ["server/lib/x.ts", "./app-error"],
  ["server/lib/x.test.ts", "../db/schema"],
  ["server/services/jobs/x.ts", "../../lib/app-error"],
  ["server/index.ts", "./app"],
  ["server/test/test-app.ts", "../app"],
  ["server/api/x.test.ts", "../app"],
  ["e2e/support/x.ts", "../../server/app"],
];

const LOCALIZED_LINKS = "from ~/lib/localized-links";

describe("links in the page's language (eslint.config.js)", () => {
  it.each(["Link", "NavLink", "useNavigate"])("app/ imports %s from ~/lib/localized-links only", async (name) => {
    expect(await boundaryErrors("app/features/jobs/x.tsx", "react-router", name)).toEqual([
      expect.stringContaining(LOCALIZED_LINKS),
    ]);
    expect(await boundaryErrors("app/routes/x.test.tsx", "react-router", name)).toEqual([
      expect.stringContaining(LOCALIZED_LINKS),
    ]);
    expect(await boundaryErrors("app/features/jobs/x.tsx", "~/lib/localized-links", name)).toEqual([]);
    expect(await boundaryErrors("app/lib/localized-links.tsx", "react-router", name)).toEqual([]);
  });

  it("other react-router imports stay allowed", async () => {
    expect(await boundaryErrors("app/features/jobs/x.tsx", "react-router", "useLocation")).toEqual([]);
  });
});

describe("import boundaries (eslint.config.js)", () => {
  it.each(refused)("%s: %s may not import %s", async (boundary, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([expect.stringContaining(boundary)]);
  });

  it.each(allowed)("%s may import %s", async (filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});
