import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The import boundaries of docs/architecture.md. A relative path is matched as written, so each
// rule names both spellings: the alias (~/..., @common/...) and the climb (../../server/...).
// ESLint gives a file the options of the last block that matches it: a block that applies two
// boundaries lists both. scripts/lint-boundaries.test.ts shows each rule failing.
const FEATURES = fs
  .readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER_SIDE_OF_APP = ["app/**/*.server.{ts,tsx}", "app/**/*.server.test.{ts,tsx}"];

// A climb that ends in a sibling's folder name ("../auth/", "../../features/auth/") leaves the
// feature, whatever the depth of the importing file.
const otherFeatures = (feature) => {
  const others = FEATURES.filter((name) => name !== feature).join("|");
  return {
    regex: `^(~/features/(?!${feature}(/|$))|(\\.\\./)+(features/)?(${others})(/|$))`,
    message: "A feature does not import another feature: move what both need into common/ or app/components/.",
  };
};
const SERVER_FROM_APP = {
  regex: "^(\\.\\./)+server(/|$)",
  message: "app/ reaches server/ only through *.server.ts modules (a route's loader or action calls them).",
};
const APP_OR_SERVER_FROM_COMMON = {
  regex: "^(~/|(\\.\\./)+(app|server)(/|$))",
  message: "common/ runs on both sides: it imports nothing from app/ or server/.",
};
const HONO_FROM_SERVICES = {
  regex: "^hono(/|$)",
  message: "A service knows nothing about HTTP: the handler in server/api/ reads the request and shapes the reply.",
};
const API_FROM_SERVICES = {
  regex: "^(\\.\\./)+api(/|$)",
  message: "Services do not import server/api/: the API calls services, not the other way round.",
};
const SERVICES_FROM_BELOW = {
  regex: "^(\\.\\./)+services(/|$)",
  message: "server/platform/ and server/db/ sit below the services: they do not import server/services/.",
};

const FEATURE_FROM_BELOW = {
  regex: "^(~/features(/|$)|(\\.\\./)+features(/|$))",
  message: "app/components/ and app/lib/ sit below the features: they import no feature.",
};
const API_FROM_LIB = {
  regex: "^(~/api(/|$)|(\\.\\./)+api(/|$))",
  message: "app/lib/ sits below app/api/: the API calls use app/lib/, not the other way round.",
};
// app/api/<domain>.ts: one typed function per server operation, on app/lib/'s apiRequest.
const API_LAYER = {
  regex: "^(~/(?!lib/)|\\.\\./(?!lib/))",
  message: "app/api/ imports only app/lib/ and common/: no feature, component, route or server code.",
};
const OUT_OF_MATCHING = {
  message: "server/matching/ is pure: it imports only common/ (the engine takes what it scores as arguments).",
};
const LIB_FROM_ABOVE = {
  regex: "^(\\.\\./)+(services|platform|db)(/|$)",
  message:
    "server/lib/ sits below services, platform and db: it imports nothing from them (its caller passes the data in).",
};
// Another rule id, so that it adds to the folder's own no-restricted-imports instead of replacing it.
const SERVER_APP = {
  regex: "^(\\./|(\\.\\./)+)(server/)?app(\\.ts)?$",
  message: "Only server/index.ts and tests import server/app.ts: everything else receives the context it needs.",
};

// Links, navigation and redirects stay in the page's language: app/lib/localized-links.tsx wraps these.
const LOCALIZED_LINKS = {
  name: "react-router",
  importNames: ["Link", "NavLink", "useNavigate"],
  message: "Import Link, NavLink and useNavigate from ~/lib/localized-links: they keep the page's language.",
};

const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["build", ".react-router", "node_modules", "data", "server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
  { files: ["app/**/*.{ts,tsx}"], ignores: SERVER_SIDE_OF_APP, rules: restrictImports(SERVER_FROM_APP) },
  ...FEATURES.flatMap((feature) => [
    {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      ignores: SERVER_SIDE_OF_APP,
      rules: restrictImports(otherFeatures(feature), SERVER_FROM_APP),
    },
    {
      files: SERVER_SIDE_OF_APP.map((glob) => glob.replace("app/**", `app/features/${feature}/**`)),
      rules: restrictImports(otherFeatures(feature)),
    },
  ]),
  ...["components", "lib"].flatMap((folder) => [
    {
      files: [`app/${folder}/**/*.{ts,tsx}`],
      ignores: SERVER_SIDE_OF_APP,
      rules: restrictImports(FEATURE_FROM_BELOW, SERVER_FROM_APP, ...(folder === "lib" ? [API_FROM_LIB] : [])),
    },
    {
      files: SERVER_SIDE_OF_APP.map((glob) => glob.replace("app/**", `app/${folder}/**`)),
      rules: restrictImports(FEATURE_FROM_BELOW, ...(folder === "lib" ? [API_FROM_LIB] : [])),
    },
  ]),
  { files: ["app/api/**/*.{ts,tsx}"], rules: restrictImports(API_LAYER) },
  { files: ["common/**/*.{ts,tsx}"], rules: restrictImports(APP_OR_SERVER_FROM_COMMON) },
  // A climb that leaves server/matching/ depends on the file's depth (one folder of taxonomy).
  { files: ["server/matching/*.{ts,tsx}"], rules: restrictImports({ regex: "^(~/|\\.\\./)", ...OUT_OF_MATCHING }) },
  {
    files: ["server/matching/*/**/*.{ts,tsx}"],
    rules: restrictImports({ regex: "^(~/|\\.\\./\\.\\./)", ...OUT_OF_MATCHING }),
  },
  { files: ["server/lib/**/*.{ts,tsx}"], ignores: ["**/*.test.{ts,tsx}"], rules: restrictImports(LIB_FROM_ABOVE) },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["server/index.ts", "**/*.test.{ts,tsx}", "server/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [SERVER_APP] }] },
  },
  {
    // The same rule id as the block above, so app/ files keep its pattern beside their own.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/localized-links.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [SERVER_APP], paths: [LOCALIZED_LINKS] }],
    },
  },
  {
    // A raw <button> would do nothing before hydration without showing it; a GET form's submit
    // button works without the script and says so where it is written.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/ui/button.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='button']",
          message: "Use Button or PlainButton (~/components/ui/button): until hydration they show they are not ready.",
        },
      ],
    },
  },
  { files: ["server/services/**/*.{ts,tsx}"], rules: restrictImports(HONO_FROM_SERVICES, API_FROM_SERVICES) },
  { files: ["server/platform/**/*.{ts,tsx}", "server/db/**/*.{ts,tsx}"], rules: restrictImports(SERVICES_FROM_BELOW) },
);
