import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "~/lib/cn";
import { useRestoreFocus } from "./dialog";

// A modal side panel (Radix Dialog): focus is trapped inside, Escape and the overlay close it,
// and focus returns to the button that opened it.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  title,
  closeLabel,
  className,
  children,
}: {
  title: string;
  closeLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const restoreFocus = useRestoreFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-gray-950/50" />
      <DialogPrimitive.Content
        {...restoreFocus}
        aria-describedby={undefined}
        className={cn(
          "sheet-content fixed inset-y-0 end-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-white shadow-xl",
          "focus-visible:outline-none",
          className,
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-200 ps-5 pe-2">
          <DialogPrimitive.Title className="text-base font-semibold text-gray-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 hover:text-gray-900",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
