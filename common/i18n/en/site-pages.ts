// The content pages on the site (/pages/<slug>): their page, the footer's links, the Contact page's operator details.
export const sitePages = {
  sitePages: {
    lastUpdated: "Last updated <time>{{date}}</time>",
    operator: {
      title: "Who runs this site",
      name: "Operator",
      postalAddress: "Postal address",
      contactEmail: "E-mail",
    },
    error: {
      title: "This page could not be loaded",
      message: "Something went wrong on our side. Please try again in a moment.",
      retry: "Try again",
    },
  },
} as const;
