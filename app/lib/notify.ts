import { toast } from "sonner";

/** The one way to show a toast: a title and a description, destructive for failures. */
export function notify(options: { title: string; description?: string; variant?: "default" | "destructive" }) {
  const show = options.variant === "destructive" ? toast.error : toast.success;
  show(options.title, { description: options.description });
}
