import { useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { TResumeForm } from "./form-parts";
import type { TResumeFormValues } from "./resume-form-values";

const toLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list of short texts (highlights, keywords, courses) edited as one per line. The text is
 * kept as typed, so Enter starts a new line; the form holds the non-blank lines.
 */
export function LinesField(props: {
  form: TResumeForm;
  name: FieldPath<TResumeFormValues>;
  id: string;
  label: string;
  hint: string;
  maxLength: number;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <LinesInput
          id={props.id}
          label={props.label}
          hint={props.hint}
          maxLength={props.maxLength}
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function LinesInput(props: {
  id: string;
  label: string;
  hint: string;
  maxLength: number;
  value: string[];
  onChange: (lines: string[]) => void;
  onBlur: () => void;
}) {
  const joined = props.value.join("\n");
  const [text, setText] = useState(joined);
  const [shown, setShown] = useState(joined);
  // A value set from outside (an import, a reset) replaces the text.
  if (joined !== shown) {
    setShown(joined);
    if (toLines(text).join("\n") !== joined) setText(joined);
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-900">
        {props.label}
      </label>
      <textarea
        id={props.id}
        value={text}
        rows={3}
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const lines = toLines(event.target.value).map((line) => line.slice(0, props.maxLength));
          setShown(lines.join("\n"));
          props.onChange(lines);
        }}
        onBlur={props.onBlur}
        className={cn(inputClasses, "resize-y")}
      />
      <p id={`${props.id}-hint`} className="text-xs text-gray-600">
        {props.hint}
      </p>
    </div>
  );
}
