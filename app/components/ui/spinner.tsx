import { Loader2 } from "lucide-react";
import { cn } from "~/lib/cn";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-gray-600", className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
