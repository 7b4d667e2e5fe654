import { cn } from "~/lib/cn";

export function Card({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-xl border border-gray-200 bg-white p-6 shadow-xs", className)} {...props} />;
}
