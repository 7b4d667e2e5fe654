// PUT /api/admin/content/figures/{key}: a marketing figure's change, as the console sends it.
import { z } from "zod";
import { hasNoControlCharacters } from "../validation/text";
import { FIGURE_LABEL_MAX, FIGURE_VALUE_MAX } from "./figures";

const figureText = (max: number) =>
  z
    .union(
      [
        z.null(),
        z
          .string({ error: "validation.invalidText" })
          .trim()
          .max(max, { error: "validation.tooLong" })
          .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" }),
      ],
      { error: "validation.invalidText" },
    )
    .transform((value) => value || null);

/** PUT /api/admin/content/figures/{key}: the figure's whole change (nulls and shown: the default). */
export const ZFigureChangeSchema = z.object({
  value: figureText(FIGURE_VALUE_MAX),
  label: figureText(FIGURE_LABEL_MAX),
  hidden: z.boolean({ error: "validation.invalidValue" }),
});
export type TFigureChangeInput = z.input<typeof ZFigureChangeSchema>;
