import type { TAdSize } from "@common/monetization/ad-pages";

/** Each ad size's reserved box; 728x90 shrinks to 320x50 on phones. */
export const AD_SIZE_CLASSES: Record<TAdSize, string> = {
  "728x90": "h-[50px] max-w-[320px] sm:h-[90px] sm:max-w-[728px]",
  "300x250": "h-[250px] max-w-[300px]",
  "320x50": "h-[50px] max-w-[320px]",
  responsive: "min-h-[100px]",
};
