// The SEO calls' answers: errors and the score's checks (/api/admin/seo).
export const seoApi = {
  seoApi: {
    errors: {
      notFound: "This SEO configuration no longer exists.",
      pathStart: "Enter a page path starting with /, such as /jobs",
      pathQuery: "Enter the path without a query (?) or fragment (#)",
      pathFormat: "Enter a path without spaces, backslashes or //",
      unknownPage:
        "No page of this site answers at this path. Use a page such as /jobs, /jobs/12 for a job, a company's page or /pages/about for a published page.",
      duplicatePage: "This page already has an SEO configuration. Edit that one instead.",
      url: "Enter a full web address (starting with https or http) or a path of this site starting with /",
      tooManyKeywords: "Enter at most 20 keywords",
      keywordTooLong: "Each keyword may be at most 100 characters",
      signedInOnly: "This page is shown only to signed-in people, so search engines never see it. Check a public page.",
      renderFailed: "The page could not be rendered to check it. Try again in a moment.",
    },
    checkNames: {
      title: "Title",
      description: "Meta description",
      h1: "Main heading (h1)",
      canonical: "Canonical address",
      robots: "Robots directive",
      jsonLd: "Structured data (JSON-LD)",
      imageAlt: "Image alt text",
      openGraph: "Open Graph tags",
    },
    checks: {
      title: {
        missing: "The page has no title.",
        short: "The title is {{length}} characters: aim for {{min}}-{{max}}.",
        long: "The title is {{length}} characters: search results cut it after about {{max}}.",
        good: "The title is {{length}} characters, within {{min}}-{{max}}.",
      },
      description: {
        missing: "The page has no meta description.",
        short: "The description is {{length}} characters: aim for {{min}}-{{max}}.",
        long: "The description is {{length}} characters: search results cut it after about {{max}}.",
        good: "The description is {{length}} characters, within {{min}}-{{max}}.",
      },
      h1: {
        one: "The page has one main heading.",
        none: "The page has no main heading (h1).",
        many: "The page has {{count}} main headings (h1): keep one.",
      },
      canonical: {
        missing: "The page names no canonical address.",
        many: "The page names {{count}} canonical addresses: keep one.",
        relative: "The canonical address is not an absolute http(s) address.",
        absolute: "The page names its canonical address.",
      },
      robots: {
        noindex: "The page asks search engines not to index it (noindex).",
        nofollow: "The page asks search engines not to follow its links (nofollow).",
        indexed: "Search engines may index the page and follow its links.",
      },
      jsonLd: {
        invalid: "{{count}} of {{total}} structured data blocks are not valid JSON.",
        missingType: "The page lacks the structured data it should carry: {{types}}.",
        noneExpected: "The page carries no structured data, and none is expected here.",
        valid: "{{count}} structured data blocks, all valid.",
      },
      imageAlt: {
        noImages: "The page has no images.",
        all: "All {{total}} images have alt text.",
        missing: "{{count}} of {{total}} images have no alt text.",
      },
      openGraph: {
        both: "The page has an Open Graph title and description.",
        noTitle: "The page has an Open Graph description but no title.",
        noDescription: "The page has an Open Graph title but no description.",
        missing: "The page has no Open Graph title or description.",
      },
    },
  },
} as const;
