import type { TJob } from "@common/jobs/schemas";
import type { TLandingContent } from "@common/site/landing-content";
import { ClosingCallToAction } from "./closing-call-to-action";
import { EmployerSection } from "./employer-section";
import { FaqSection } from "./faq-section";
import { FeatureGrid } from "./feature-grid";
import { JobSearchSection } from "./job-search-section";
import { LandingHero } from "./landing-hero";
import { ResumePromo } from "./resume-promo";
import { SuccessStories } from "./success-stories";

/**
 * The signed-out home page (docs/product.md#home). Everything is server-rendered; nothing below the
 * fold loads later, so nothing shifts. The FAQ comes before the closing call to action so the
 * page ends on an action.
 */
export function LandingPage(props: {
  latestJobs: TJob[] | null;
  /** The testimonials and FAQ to show (the administrator's published ones, else the built-in ones). */
  content: TLandingContent | null;
  renderJob: (job: TJob) => React.ReactNode;
}) {
  return (
    <>
      <LandingHero />
      {/* Below the hero, sections are laid out only when they come near the screen. */}
      <div className="defer-render">
        <FeatureGrid />
      </div>
      <div className="defer-render">
        <ResumePromo />
      </div>
      <div className="defer-render">
        <JobSearchSection latestJobs={props.latestJobs} renderJob={props.renderJob} />
      </div>
      <div className="defer-render">
        <SuccessStories content={props.content?.testimonials ?? null} />
      </div>
      <div className="defer-render">
        <EmployerSection />
      </div>
      <div className="defer-render">
        <FaqSection content={props.content?.faqs ?? null} />
      </div>
      <div className="defer-render">
        <ClosingCallToAction />
      </div>
    </>
  );
}
