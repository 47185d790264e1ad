// Mantine's form driven by a zod contract from server/contracts: the browser checks the very rules (and
// shows the very messages) the server enforces. `onValid` hands over the parsed, trimmed values; when the
// check fails, focus moves to the first field with a message. `useKeepPrerenderedInput(form)` as the <form>'s ref keeps what a visitor
// typed into a prerendered form before its code arrived.
import { useCallback } from 'react';
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { focusFirstInvalidField } from './focus-first-invalid-field';

export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  initialValues: Values,
): UseFormReturnType<Values> & {
  onValid(
    handler: (data: z.output<Schema>) => void,
    onInvalid?: (errors: FormErrors) => void,
  ): (event?: React.FormEvent<HTMLFormElement>) => void;
} {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Checked on submit, not on blur: a message appearing on blur pushes the submit button down
    // between mouse-down and mouse-up, and the click is lost. Mantine clears a field's error as it is edited.
  });
  return Object.assign(form, {
    onValid(handler: (data: z.output<Schema>) => void, onInvalid?: (errors: FormErrors) => void) {
      return form.onSubmit(
        (values) => {
          const parsed = schema.safeParse(values);
          if (parsed.success) handler(parsed.data);
        },
        (errors, _values, event) => {
          const invalid = Object.keys(errors).filter((path) => errors[path]);
          focusFirstInvalidField(event?.currentTarget, invalid);
          onInvalid?.(errors);
        },
      );
    },
  });
}

/**
 * The ref for a form's <form> element. A form in a page's prerendered HTML takes input before React hydrates
 * it, and React keeps the DOM's value when it does while the form's state is still empty, so the first
 * render after would wipe the text. Once the <form> is attached, every field whose DOM differs from the
 * state hands its value over, and a submission the page held meanwhile (src/boot.js) is sent.
 */
export function useKeepPrerenderedInput<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const { getValues, setFieldValue } = form;
  return useCallback(
    (element: HTMLFormElement | null) => {
      if (!element) return;
      adoptTypedValues(element, getValues(), setFieldValue);
      // Sent before the code arrived, the page's boot script held the submission: send it now.
      if (window.lwTakeOverForm?.(element)) setTimeout(() => element.requestSubmit());
    },
    [getValues, setFieldValue],
  );
}

/** Copies into the form what its text fields, text areas and checkboxes show, where that differs from its state. */
function adoptTypedValues<Values extends Record<string, unknown>>(
  element: HTMLFormElement,
  values: Values,
  setFieldValue: UseFormReturnType<Values>['setFieldValue'],
) {
  for (const [path, value] of Object.entries(values)) {
    const field = element.querySelector(`[data-path="${CSS.escape(path)}"]`);
    // A select's input shows a label, not its value, and a read-only field takes no typing.
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.readOnly) continue;
    const shown = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    if (typeof shown === typeof value && shown !== value) setFieldValue(path, shown as never);
  }
}
