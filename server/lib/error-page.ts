import { translate } from "@common/i18n";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page for errors outside React (no scripts, inline styles only). */
export function renderErrorPage(options: { requestId: string }): string {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(translate("errorPage.title"))} | ${escapeHtml(translate("app.name"))}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827;line-height:1.5">
<h1 style="font-size:1.5rem">${escapeHtml(translate("errorPage.title"))}</h1>
<p>${escapeHtml(translate("errorPage.body"))}</p>
<p style="color:#4b5563;font-size:.875rem">${escapeHtml(translate("errorPage.requestId", { requestId: options.requestId }))}</p>
<p><a href="/" style="color:#3730a3">${escapeHtml(translate("errorPage.home"))}</a></p>
</body></html>`;
}
