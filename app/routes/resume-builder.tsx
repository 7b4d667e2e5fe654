import { loadMyResumes } from "~/features/resume-builder/resume-builder.server";
import { ResumeBuilderPage } from "~/features/resume-builder/resume-builder-page";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/resume-builder";

export async function loader({ context }: Route.LoaderArgs) {
  return { resumes: await loadMyResumes(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("resumeBuilder.title"),
    description: t("resumeBuilder.metaDescription"),
    path: "/resume-builder",
    publicUrl: root.publicUrl,
    // A tool, personal once used: nothing for search engines to index.
    noIndex: true,
  });
}

export default function ResumeBuilderRoute({ loaderData }: Route.ComponentProps) {
  return <ResumeBuilderPage initialResumes={loaderData.resumes} />;
}
