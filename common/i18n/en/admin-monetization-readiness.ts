// Admin > Monetization, the readiness check's fifteen checks and their reasons
// (common/monetization/readiness.ts). Joins the catalogue with the console's code
// (app/features/admin/site-catalogue.ts), and on the server with the check itself
// (server/services/monetization/readiness/catalogue.ts), which names missing details in the
// request's language.
export const adminMonetizationReadiness = {
  monetizationReadiness: {
    checks: {
      listedJobs: "Listed jobs",
      originalContent: "Original content",
      ownJobs: "Jobs posted here",
      navigationLinks: "Navigation links",
      notFoundPage: "Page not found answer",
      legalPages: "Privacy policy and terms of service",
      operatorDetails: "Operator's contact details",
      contactPage: "Contact page",
      https: "HTTPS",
      sitemap: "Sitemap",
      robots: "robots.txt",
      traffic: "Traffic",
      engagement: "Engagement",
      prohibitedContent: "Restricted content",
      freshContent: "Fresh content",
    },
    reasons: {
      unexpectedError:
        "This check could not be completed. Run the check again; if it keeps failing, see the server log.",
      listedJobs: {
        passed_one: "{{count, number}} job is listed.",
        passed_other: "{{count, number}} jobs are listed.",
        few_one:
          "Only {{count, number}} job is listed: list at least {{minimum, number}} so visitors find enough to read.",
        few_other:
          "Only {{count, number}} jobs are listed: list at least {{minimum, number}} so visitors find enough to read.",
        none: "No jobs are listed.",
      },
      originalContent: {
        passed: "Your published pages hold {{words, number}} words of your own writing.",
        short:
          "Your published pages hold only {{words, number}} words: write at least {{minimum, number}} (About, Career advice, a Help center).",
        none: "No content page is published: write and publish pages of your own (About, Career advice, a Help center).",
      },
      ownJobs: {
        passed: "{{percent, number}}% of the listed jobs were posted here.",
        low: "Only {{percent, number}}% of the listed jobs were posted here: imported jobs are not original content to AdSense.",
        failed:
          "Only {{percent, number}}% of the listed jobs were posted here: most are imported, and imported jobs are not original content to AdSense.",
        none: "No jobs are listed, so none were posted here.",
      },
      navigationLinks: {
        passed_one: "The {{count, number}} link in the header and footer answers.",
        passed_other: "All {{count, number}} links in the header and footer answer.",
        broken_one: "{{count, number}} link in the header or footer does not answer: {{links}}.",
        broken_other: "{{count, number}} links in the header or footer do not answer: {{links}}.",
        noLinks: "The home page's header and footer have no links to the site's pages.",
        homeFailed: "The home page could not be shown to a visitor (it answered {{status}}).",
      },
      notFoundPage: {
        passed: 'An unknown address answers with the site\'s "page not found" page.',
        failed: 'An unknown address answered {{status}} instead of the site\'s "page not found" page.',
      },
      legalPages: {
        passed: "The privacy policy and the terms of service are published.",
        failed: "These legal pages do not answer: {{pages}}.",
      },
      operatorDetails: {
        passed: "The operator's name, postal address, contact e-mail and jurisdiction are filled in.",
        missing:
          "Fill in the operator's {{missing}} in Settings > General: the privacy policy and the terms of service show placeholders until then.",
      },
      operatorFields: {
        name: "name",
        postalAddress: "postal address",
        contactEmail: "contact e-mail",
        jurisdiction: "jurisdiction",
      },
      contactPage: {
        passed: "A Contact page is published.",
        missing: "No Contact page is published: publish a content page with the address /pages/contact.",
      },
      https: {
        passed: "The site is served over HTTPS ({{url}}).",
        failed: "The site's public address is not HTTPS ({{url}}): serve it over HTTPS and set PUBLIC_URL to match.",
      },
      sitemap: {
        passed: "The sitemap lists the site's pages.",
        empty: "The sitemap answers but lists no page.",
        failed: "The sitemap does not answer (it answered {{status}}).",
      },
      robots: {
        passed: "robots.txt lets crawlers and AdSense in and names the sitemap.",
        noSitemap: "robots.txt does not name the sitemap (a Sitemap: line).",
        blocked: "robots.txt blocks {{agent}} from the whole site (Disallow: /).",
        failed: "robots.txt does not answer (it answered {{status}}).",
      },
      traffic: {
        none: "No page views in the last 30 days: AdSense looks for steady traffic, {{minimum, number}} or more.",
        passed: "{{count, number}} page views in the last 30 days.",
        low: "{{count, number}} page views in the last 30 days: AdSense looks for steady traffic, {{minimum, number}} or more.",
        failed:
          "Only {{count, number}} page views in the last 30 days: AdSense looks for steady traffic, {{minimum, number}} or more.",
      },
      engagement: {
        passed: "The bounce rate of the last 30 days is {{rate, number}}%.",
        high: "The bounce rate of the last 30 days is {{rate, number}}%: many visitors leave after one page.",
        failed: "The bounce rate of the last 30 days is {{rate, number}}%: most visitors leave after one page.",
        tooFewVisits:
          "Not enough visits to measure: {{count, number}} in the last 30 days, at least {{minimum, number}} are needed.",
      },
      prohibitedContent: {
        passed: "No listed job or published page uses terms AdSense restricts.",
        found_one: "{{count, number}} job or page uses terms AdSense restricts; review it: {{titles}}.",
        found_other:
          "{{count, number}} jobs or pages use terms AdSense restricts; review them, for example: {{titles}}.",
      },
      freshContent: {
        today: "A job was posted or a page updated today.",
        passed_one: "The newest job or page is {{count, number}} day old.",
        passed_other: "The newest job or page is {{count, number}} days old.",
        stale: "The newest job or page is {{count, number}} days old: post or update something at least monthly.",
        failed: "The newest job or page is {{count, number}} days old: visitors and AdSense see a site nobody updates.",
        none: "No job is listed and no page is published.",
      },
    },
  },
} as const;
