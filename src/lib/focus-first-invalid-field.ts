// After a submit that fails validation, keyboard and screen-reader users must land where the fix is needed,
// not stay on the submit button below a list of messages they cannot see. Every form that checks its fields
// in the browser calls this on failure (useSchemaForm does it for the schema forms).

/**
 * Focuses the first field of `form`, in the page's order, whose name is among `invalidFields`. A field is
 * found by `data-path` (what Mantine's getInputProps sets) or by its `name`. Returns the field focused, if any.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null | undefined, invalidFields: Iterable<string>) {
  if (!form) return null;
  const invalid = new Set(invalidFields);
  const fields = Array.from(form.querySelectorAll<HTMLElement>('[data-path], [name]'));
  const first = fields.find((field) => invalid.has(field.dataset.path ?? field.getAttribute('name') ?? ''));
  first?.focus();
  return first ?? null;
}
