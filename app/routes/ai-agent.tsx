import { AssistantPage } from "~/features/ai-agent/ai-agent-page";
import { loadAssistantPage } from "~/features/ai-agent/ai-agent.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/ai-agent";

// Open to everyone: a signed-out visitor chats too (nothing is stored); the session decides the rest.
export async function loader({ context }: Route.LoaderArgs) {
  return loadAssistantPage(context);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("assistantPage.metaTitle"),
    description: t("assistantPage.metaDescription"),
    path: "/ai-agent",
    publicUrl: root.publicUrl,
  });
}

export default function AiAgentRoute({ loaderData }: Route.ComponentProps) {
  return <AssistantPage {...loaderData} />;
}
