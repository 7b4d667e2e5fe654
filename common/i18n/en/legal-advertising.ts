// The Privacy Policy's advertising section, shown while ads are enabled. Joins the catalogue with the
// privacy policy's route module, so no other page carries it. While ads are live the policy's
// cookies section is replaced by `cookies` (its statement that no advertising cookies are used
// would no longer be true), and `section` follows it; `asked` or `notAsked` says whether a visitor
// is asked first, as the privacy settings decide.
export const legalAdvertising = {
  legalAdvertising: {
    heading: "Advertising",
    cookies: {
      title: "Cookies and similar technologies",
      body: [
        "Hirewise itself sets two cookies. A session cookie keeps you signed in: it is strictly necessary, it is set only when you sign in, scripts on the page cannot read it, and it is deleted when you sign out or the session ends. On pages that show ads, a cookie named hw_ad_consent remembers for 180 days whether you accepted or declined ads.",
        "Google AdSense, which serves the ads on those pages, sets and reads its own cookies once its ad script has loaded (see Advertising below). We use no analytics cookies, and our fonts and images are served from our own servers. Page views are counted by our own server, without cookies (see Usage statistics above). Your browser's local storage holds a few conveniences, such as the page to return to after you sign in; that information stays on your device.",
      ],
    },
    section: {
      id: "advertising",
      title: "Advertising",
      intro:
        "Job pages, company pages and information pages (those under /pages/) show ads served by Google AdSense, a service of Google. No other page shows ads: not the resume builder, your settings, your dashboard, your messages, the administration pages, or any page where you fill in a form.",
      asked:
        'Before any ad script loads, we ask you: the first page that shows ads offers "Accept ads" and "Decline". Google\'s ad script loads only after you accept. If you decline, it does not load, Google sets no cookies through our pages and the ad spaces stay empty.',
      notAsked:
        'Google\'s ad script loads on the pages that show ads without asking first. If you decline ads with "Ad choices", it no longer loads on our pages.',
      choice:
        'We keep your answer in the hw_ad_consent cookie for 180 days, so we ask only once. To change it, choose "Ad choices" at the bottom of any page that shows ads. You can also decide how Google personalises the ads you see in Google\'s ad settings (https://adssettings.google.com), and read how Google uses information from the sites that show its ads (https://policies.google.com/technologies/partner-sites).',
      received: "When the ad script loads, Google receives:",
      data: [
        "your IP address and your browser's details (its user agent and language);",
        "the address of the page you are on and of the page that led you there;",
        "the cookies Google has set on your device, if any.",
      ],
      use: "Google uses this to choose, show and measure ads and to detect fraud, under its own privacy policy (https://policies.google.com/privacy). We do not give Google your account, your resumes, your applications, your messages or anything you type into the site.",
    },
  },
} as const;
