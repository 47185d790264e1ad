// Mantine's form driven by a zod contract from server/contracts: the browser checks the very rules (and
// shows the very messages) the server enforces. `onValid` hands over the parsed, trimmed values; when the
// check fails, focus moves to the first field with a message.
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
