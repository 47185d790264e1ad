import { useState } from 'react';

/**
 * For a dialog or menu whose code loads when first wanted: `wanted` turns true, for good, once its button is
 * pointed at or focused (spread `intentProps` on the button) or pressed (call `want` in its click handler),
 * so the code is usually in by the time the press lands.
 */
export function useWantedOnIntent() {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return { wanted, want, intentProps: { onPointerEnter: want, onFocus: want } };
}
