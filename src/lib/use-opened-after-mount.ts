import { useMounted } from '@mantine/hooks';

/**
 * `opened`, but false on the first render. For a dialog whose code loads when it is first wanted: when the
 * press that opens it arrives before the code, the dialog mounts already open, and Mantine's focus return
 * (which notes the focused element when `opened` changes, not on mount) would leave focus on the page's body
 * on close. Mounting closed and opening a frame later lets it note the button that opened it.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  return useMounted() && opened;
}
