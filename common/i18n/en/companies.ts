// The companies directory (docs/product.md#companies). Industry and size labels are the
// registration form's (registerCompany.industries, registerCompany.sizes).
export const companies = {
  companies: {
    metaTitle: "Companies",
    metaDescription:
      "Browse companies hiring on Hirewise by industry, country and city, see how many positions each has open and go straight to their jobs.",
    title: "Explore Companies",
    intro: "Discover companies hiring on Hirewise and see how many positions each has open.",
    signInRequired: {
      title: "Sign In Required",
      body: "Sign in to browse the companies hiring on Hirewise, filter them by industry and location and see their open positions.",
      signIn: "Sign In",
      noAccount: "New to Hirewise?",
      createAccount: "Create a free account",
    },
    filters: {
      label: "Search and filter companies",
      search: "Search companies",
      searchPlaceholder: "Search companies by name or description",
      submit: "Search",
      industry: "Industry",
      allIndustries: "All Industries",
      country: "Country",
      allCountries: "All Countries",
      city: "City",
      allCities: "All Cities",
      cityDisabledHint: "Set Country to All to choose a city.",
    },
    chips: {
      label: "Active filters",
      search: "Search",
      remove: "Remove filter {{filter}}",
      clearAll: "Clear All",
    },
    results: {
      count_one: "{{count}} company",
      count_other: "{{count}} companies",
      truncated: "Showing the first {{shown}} of {{total}} companies. Narrow your search to see the others.",
      loading: "Loading companies...",
    },
    card: {
      openPositions_one: "{{count}} open position",
      openPositions_other: "{{count}} open positions",
      viewJobs: "View Jobs",
      viewJobsLabel: "View Jobs at {{name}}",
      // Starts with the address the link shows (WCAG 2.5.3, label in name).
      websiteLabel: "{{host}}, {{name}} website (opens in a new tab)",
      industry: "Industry",
      size: "Company size",
      location: "Location",
    },
    empty: {
      filteredTitle: "No companies match your filters",
      filteredBody: "Try another search term, or remove a filter to see more companies.",
      noneTitle: "No companies yet",
      noneBody: "Companies appear here as soon as they create a company account and complete their profile.",
      noneAction: "Browse Jobs",
    },
    error: {
      title: "Companies could not be loaded",
      body: "Something went wrong while loading the companies. Check your connection and try again.",
      retry: "Try Again",
    },
  },
} as const;
