import { HONEYPOT_FIELD } from '@server/contracts/common';
import type { UseFormReturnType } from '@mantine/form';

/**
 * A field people never see or reach (off-screen, not focusable, hidden from screen readers) that form-filling
 * bots do fill in; the server quietly drops such submissions.
 */
export function HoneypotField<Values extends { website: string }>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...form.getInputProps(HONEYPOT_FIELD)} />
      </label>
    </div>
  );
}
