import { cn } from "~/lib/cn";

/** The eyebrow, h2 and lead paragraph every landing section opens with. */
export function SectionHeading(props: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "start";
  className?: string;
}) {
  const isCentered = (props.align ?? "center") === "center";
  return (
    <div className={cn(isCentered ? "mx-auto max-w-2xl text-center" : "max-w-2xl", props.className)}>
      {props.eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{props.eyebrow}</p>
      ) : null}
      <h2
        id={props.id}
        className={cn(
          "text-2xl font-bold tracking-tight text-balance text-gray-900 sm:text-3xl",
          props.eyebrow && "mt-2",
        )}
      >
        {props.title}
      </h2>
      {props.subtitle ? <p className="mt-3 text-base text-pretty text-gray-700 sm:text-lg">{props.subtitle}</p> : null}
    </div>
  );
}
