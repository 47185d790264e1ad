import { useState } from 'react';

/**
 * The button side of a dialog or menu whose code loads when first wanted (the side menu, the subscribe and
 * custom request dialogs): `wanted` turns true, for good, once the button is pointed at, focused or pressed,
 * so the code is usually in by the time the press lands; render the dialog from then on (it stays mounted,
 * which keeps its exit transition). Spread `triggerProps` on the button. The dialog itself opens with
 * `useOpenedAfterMount`, for the press that beats its code.
 */
export function useLazyDialog() {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const want = () => setWanted(true);
  return {
    wanted,
    opened,
    close: () => setOpened(false),
    triggerProps: {
      onPointerEnter: want,
      onFocus: want,
      onClick: () => {
        want();
        setOpened(true);
      },
    },
  };
}
