// GET /api/admin/seo/score: renders a page as a signed-out visitor gets it (in this process, no
// cookie) and scores its HTML. The page must be one a configuration could name; a redirect
// within the site is followed (a company's page moves to its current slug); a page that answers
// 404, or only to signed-in people, is a 400 naming `path`, one that cannot be rendered a 503,
// never a 500.
import type { TSeoScore } from "@common/site/seo";
import type { TAppContext } from "../../../context";
import { AppError } from "../../../lib/app-error";
import { resolveSeoPagePath } from "./page-paths";
import { scorePageHtml } from "./score-page-html";

const MAX_REDIRECTS = 3;

const unknownPage = () =>
  new AppError("BAD_REQUEST", "seoApi.errors.unknownPage", { path: "seoApi.errors.unknownPage" });
const cannotRender = () => new AppError("SERVICE_UNAVAILABLE", "seoApi.errors.renderFailed");

async function render(renderPage: (path: string) => Promise<Response>, path: string): Promise<Response> {
  try {
    return await renderPage(path);
  } catch {
    throw cannotRender();
  }
}

export async function checkPageScore(
  context: Pick<TAppContext, "db" | "siteContent" | "env">,
  options: { path: string; renderPage: (path: string) => Promise<Response> },
): Promise<TSeoScore> {
  let path = await resolveSeoPagePath(context, options.path);
  if (!path) throw unknownPage();
  let response = await render(options.renderPage, path);
  for (let hop = 0; hop < MAX_REDIRECTS && response.status >= 300 && response.status < 400; hop += 1) {
    const location = response.headers.get("location");
    const next = location ? new URL(location, context.env.PUBLIC_URL) : null;
    // Only the site's own pages: a signed-in page sends a visitor to /login, which is what is scored.
    if (!next || next.origin !== new URL(context.env.PUBLIC_URL).origin) throw cannotRender();
    path = next.pathname;
    response = await render(options.renderPage, `${next.pathname}${next.search}`);
  }
  if (response.status === 404) throw unknownPage();
  // A page only signed-in people see (the company directory) has nothing for a search engine.
  if (response.status === 401 || response.status === 403) {
    throw new AppError("BAD_REQUEST", "seoApi.errors.signedInOnly", { path: "seoApi.errors.signedInOnly" });
  }
  const isHtml = response.headers.get("content-type")?.includes("text/html");
  if (!response.ok || !isHtml) throw cannotRender();
  return scorePageHtml(await response.text(), { path });
}
