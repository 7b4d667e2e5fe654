import { useTranslation } from "react-i18next";

/**
 * Label above the control, helper text and the error message (in red) below it, wired with
 * aria-describedby. `children` receives the ids and aria props to spread on the control.
 */
export function FormField(props: {
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: string;
  /** A catalog key or an already translated message. */
  error?: string;
  children: (control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
  }) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const translate = t as (key: string) => string;
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-900">
        {props.label}
        {props.isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {props.children({
        id: props.id,
        "aria-invalid": Boolean(props.error),
        "aria-describedby": describedBy,
        "aria-required": props.isRequired || undefined,
      })}
      {props.hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-sm text-red-700">
          {translate(props.error)}
        </p>
      ) : null}
    </div>
  );
}
