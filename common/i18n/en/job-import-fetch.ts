// Why a source could not be read, and what its fetcher left out (server/services/job-import/fetch).
// Read on the server only: server/services/job-import/catalogue.ts adds them to the catalogue.
export const jobImportFetch = {
  jobImportFetch: {
    unreadable: "The source could not be read. Check its settings and try again.",
    badAddress: "The source's address is not a valid web address. Edit the source and enter a full https:// address.",
    scheme:
      "Only http and https addresses can be imported; this one uses {{scheme}}. Edit the source and enter an https:// address.",
    privateAddress:
      "{{host}} leads to a private, local or reserved network address, which the job import does not connect to. Use the feed's public address, or, for a feed on your own network, ask the operator to set IMPORT_ALLOW_PRIVATE_ADDRESSES=1.",
    timeout_one:
      "{{host}} did not answer completely within {{count}} second. The next sync tries again; if this goes on, ask the feed's owner why it is slow.",
    timeout_other:
      "{{host}} did not answer completely within {{count}} seconds. The next sync tries again; if this goes on, ask the feed's owner why it is slow.",
    tooLarge:
      "The answer from {{host}} is larger than {{megabytes}} MB, the most the job import reads from one source. Ask the feed's owner for a smaller feed, or split it into several sources.",
    incomplete: "{{host}} broke off before its answer was complete. The next sync tries again.",
    hostNotFound: "{{host}} could not be found. Check the source's address for typing mistakes.",
    refused: "{{host}} refused the connection. Check the address and port, and that the site is up.",
    tls: "The secure connection to {{host}} failed (its certificate is not valid). Ask the feed's owner to fix it.",
    unreachable: "{{host}} could not be reached ({{reason}}). The next sync tries again.",
    badRedirect: "{{host}} redirected without saying where to. Check the source's address.",
    tooManyRedirects:
      "The source redirected more than {{count}} times, so it was not followed further. Enter the address it finally leads to.",
    notFound:
      "Nothing was found at this address on {{host}} (status 404). Check the board token, site name or URL, and that the job board is public.",
    status:
      "{{host}} answered with status {{status}} instead of the jobs. Check the source's settings; if they are right, the next sync tries again.",
    notJson: "The answer is not JSON, so it is not {{format}}'s jobs. Check the source's kind and settings.",
    wrongShape:
      "The answer is JSON but not in {{format}}'s format for a list of jobs. Check the source's kind and settings.",
    notXml: "The feed is not well-formed XML (the first error is on line {{line}}). Ask the feed's owner to fix it.",
    xmlEntities:
      "The feed declares XML entities in a DOCTYPE, which the job import refuses for safety. Ask the feed's owner to remove the DOCTYPE's entity declarations.",
    notJobFeed:
      "The XML is not a job feed in Indeed's format: it should start with <source>, not <{{root}}>. Check the feed's address.",
    noJsonLd:
      'The page has no JSON-LD (no <script type="application/ld+json">), so it lists no job postings the import can read. Check the page\'s address.',
    noJobPosting:
      "The page's JSON-LD holds no schema.org JobPosting. Check the page's address, or ask its owner to add JobPosting data.",
    postingWithoutId: "Posting {{position}} ({{title}}) has no id or reference number and was left out.",
    postingWithoutTitle: "Posting {{position}} has no title and was left out.",
    postingWithoutUrl: "Posting {{position}} ({{title}}) has no absolute http(s) address to apply at and was left out.",
    duplicateId: "Posting {{position}} repeats the id {{id}} of an earlier one and was left out.",
    tooManyPostings_one: "The source lists more than {{limit, number}} jobs; {{count, number}} more job was left out.",
    tooManyPostings_other:
      "The source lists more than {{limit, number}} jobs; {{count, number}} more jobs were left out.",
    brokenJsonLd: "JSON-LD block {{position}} on the page is not valid JSON and was skipped.",
  },
} as const;
