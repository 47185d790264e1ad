/**
 * Whether the app's Textareas grow with their text (Mantine's `autosize`): yes, except under vitest (mode 'test').
 * Mantine means its Textarea not to autosize in tests (it checks for NODE_ENV 'test'), but its build fixed that
 * check to 'development'. In jsdom, which lays nothing out, autosizing measured nothing, and each render of such a
 * textarea read 23 of its computed styles and restyled a hidden copy, which threw away every computed style of the
 * page: the next role query worked them all out again.
 */
export const textareaAutosize = import.meta.env.MODE !== 'test';
