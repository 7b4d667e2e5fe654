// How a mail is laid out: its blocks (paragraphs, lists, link buttons, lists of jobs) as a plain
// text part and an HTML part, in the recipient's language. The HTML names its language and
// direction on <html> and <body> and aligns to the start of the line in inline styles, which mail
// clients keep (an Arabic mail reads right to left, right-aligned). Every link to the site goes
// to the recipient's language's URL (/ar/..., /fr/...). Values are escaped in the HTML part.
import { createTranslator, textDirection, type TLanguage, type TTranslate } from "@common/i18n";
import { formatDate, formatNumber, intlLocale, type TDigits } from "@common/i18n/formats";
import { localizePath } from "@common/i18n/language-paths";
// A mail may be rendered by a process that serves no page (a task): it carries every language.
import "@common/i18n/all-catalogues";
import type { TUnsubscribeList } from "./unsubscribe-token";

/** A job as a notification mail lists it. */
export interface TMailJob {
  title: string;
  company: string;
  location: string;
  link: string;
}

export interface TRenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

/** The footer of a notification mail: why it came, and the link that stops it. */
export interface TUnsubscribeFooter {
  list: TUnsubscribeList;
  url: string;
}

/** A message's parts, in order: paragraphs, lists, link buttons, plain links and lists of jobs. */
export type TMailBlock =
  | { paragraph: string }
  | { items: string[] }
  | { link: string; label: string }
  | { plainLink: string; label: string }
  | { jobs: TMailJob[] };

/** What a template writes with: the recipient's texts, dates and links. */
export interface TMailWriter {
  language: TLanguage;
  /** The catalogue's texts; a number among the values is written as the recipient reads numbers. */
  t: TTranslate;
  /** An instant as the recipient's language writes it, in UTC (the texts say so). */
  date: (value: Date) => string;
  /** A link as the recipient follows it: one to the site in their language, any other as it is. */
  link: (url: string) => string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * A link in `language`: an address on the site (`siteUrl` and a path) gets the language's path
 * (`https://site/jobs/1` → `https://site/ar/jobs/1`); any other, and every link when the site's
 * address is not given, is left as it is.
 */
export function localizeMailLink(url: string, language: TLanguage, siteUrl: string | undefined): string {
  if (!siteUrl) return url;
  const base = siteUrl.replace(/\/+$/, "");
  const rest = url.startsWith(base) ? url.slice(base.length) : null;
  if (rest === null || !/^([/?#]|$)/.test(rest)) return url;
  return `${base}${localizePath(rest.startsWith("/") ? rest : `/${rest}`, language)}`;
}

/**
 * The writer of a mail to a reader of `language` with `digits`. Every text is given the site's
 * name as {{siteName}} (Settings > General, else the catalogue's app.name), and the numbers among
 * its values are written by Intl (a plural still chooses its form by the number: i18next
 * interpolates `replace` and reads `count`).
 */
export function mailWriter(
  language: TLanguage,
  options: { digits?: TDigits; siteName?: string; siteUrl?: string } = {},
): TMailWriter {
  const translate = createTranslator(language);
  const siteName = options.siteName ?? translate("app.name");
  const locale = intlLocale(language, options.digits);
  const t: TTranslate = (key, values = {}) => {
    const replace: Record<string, unknown> = { siteName };
    for (const [name, value] of Object.entries(values)) {
      replace[name] = typeof value === "number" ? formatNumber(value, locale) : value;
    }
    return translate(key, { ...values, replace });
  };
  return {
    language,
    t,
    date: (value) => formatDate(value, locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }),
    link: (url) => localizeMailLink(url, language, options.siteUrl),
  };
}

function listHtml(items: string[], direction: "ltr" | "rtl"): string {
  // Mail clients that ignore logical properties still read the physical one of the direction.
  const indent = direction === "rtl" ? "padding-right:20px" : "padding-left:20px";
  return `<ul style="${indent};padding-inline-start:20px">${items.join("")}</ul>`;
}

/** The subject and the blocks as a text part and an HTML part, with the signature and the footer. */
export function renderBlocks(
  writer: TMailWriter,
  subject: string,
  blocks: TMailBlock[],
  footer?: TUnsubscribeFooter,
): TRenderedMail {
  const { t, language } = writer;
  const direction = textDirection(language);
  const labelled = (label: string) => t("mail.labelled", { label });
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph);
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else if ("items" in block) {
      text.push(block.items.map((item) => `- ${item}`).join("\n"));
      html.push(
        listHtml(
          block.items.map((item) => `<li>${escapeHtml(item)}</li>`),
          direction,
        ),
      );
    } else if ("plainLink" in block) {
      const link = writer.link(block.plainLink);
      text.push(`${labelled(block.label)}\n${link}`);
      html.push(`<p style="font-size:13px"><a href="${escapeHtml(link)}">${escapeHtml(block.label)}</a></p>`);
    } else if ("jobs" in block) {
      const jobs = block.jobs.map((job) => ({ ...job, link: writer.link(job.link) }));
      text.push(jobs.map((job) => `- ${t("mail.jobLine", job)}\n  ${job.link}`).join("\n"));
      html.push(
        listHtml(
          jobs.map(
            (job) =>
              `<li style="margin-bottom:8px"><a href="${escapeHtml(job.link)}">${escapeHtml(job.title)}</a><br>${escapeHtml(t("mail.jobPlace", job))}</li>`,
          ),
          direction,
        ),
      );
    } else {
      const link = writer.link(block.link);
      text.push(`${labelled(block.label)}\n${link}`);
      const href = escapeHtml(link);
      html.push(
        `<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`,
        // An address reads left to right inside an Arabic sentence.
        `<p style="font-size:13px;color:#555555">${escapeHtml(t("mail.linkFallback"))}<br><a href="${href}" dir="ltr">${href}</a></p>`,
      );
    }
  }
  const signature = t("mail.signature");
  text.push(signature);
  html.push(`<p>${escapeHtml(signature)}</p>`);
  if (footer) {
    const reason = t(`mail.lists.${footer.list}`);
    const action = t("mail.unsubscribe");
    const url = writer.link(footer.url);
    text.push(`${reason}\n${labelled(action)} ${url}`);
    html.push(
      `<p style="font-size:12px;color:#555555">${escapeHtml(reason)} <a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    );
  }
  const align = direction === "rtl" ? "right" : "left";
  return {
    subject,
    text: `${text.join("\n\n")}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body dir="${direction}" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111;direction:${direction};text-align:${align}">${html.join("")}</body></html>`,
  };
}
