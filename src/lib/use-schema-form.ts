// Mantine's form driven by a zod contract from server/contracts: the browser checks the very rules (and
// shows the very messages) the server enforces. `onValid` hands over the parsed, trimmed values.
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

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
    validateInputOnBlur: true,
  });
  return Object.assign(form, {
    onValid(handler: (data: z.output<Schema>) => void, onInvalid?: (errors: FormErrors) => void) {
      return form.onSubmit((values) => {
        const parsed = schema.safeParse(values);
        if (parsed.success) handler(parsed.data);
      }, onInvalid);
    },
  });
}
