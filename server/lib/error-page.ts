import { textDirection, type TLanguage, type TTranslate } from "@common/i18n";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page for errors outside React (no scripts, inline styles only), in the request's language. */
export function renderErrorPage(options: { requestId: string; language: TLanguage; t: TTranslate }): string {
  const { t, language } = options;
  return `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("errorPage.title"))} | ${escapeHtml(t("app.name"))}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827;line-height:1.5">
<h1 style="font-size:1.5rem">${escapeHtml(t("errorPage.title"))}</h1>
<p>${escapeHtml(t("errorPage.body"))}</p>
<p style="color:#4b5563;font-size:.875rem">${escapeHtml(t("errorPage.requestId", { requestId: options.requestId }))}</p>
<p><a href="/" style="color:#3730a3">${escapeHtml(t("errorPage.home"))}</a></p>
</body></html>`;
}
