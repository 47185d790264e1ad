// The first script of a prerendered page (scripts/prerender.ts writes it to dist/client/assets/boot-HASH.js
// and names it in each page's head). The page is whole in its HTML and stylesheets, so the app's scripts
// start once it has been drawn with its fonts: on a slow connection the stylesheets and fonts no longer
// share it with 180 kB of JavaScript, and the words appear sooner (Lighthouse's simulated slow 4G: first
// paint 2.4 → 1.4 s on the home page). Then the entry and the page's route chunks load
// together, as their modulepreload links would have, and the entry hydrates the page (src/main.tsx).
const boot = document.currentScript;
const entry = boot?.dataset.entry;
const preloads = (boot?.dataset.preload ?? '').split(' ').filter(Boolean);
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

// The first frame asks for the fonts the page uses; once they are in, the frame after that draws the words
// with them, and the scripts start. A tab opened in the background draws nothing, and fonts may be slow:
// a timer starts them after 3 s in any case.
requestAnimationFrame(() => {
  const fontsReady = document.fonts ? document.fonts.ready : Promise.resolve();
  void fontsReady.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
});
setTimeout(start, 3000);

// A form in the page's HTML takes typing before its code has arrived (a block below the fold loads its code
// as it nears the viewport: src/components/when-near-viewport.tsx). Sent meanwhile, the browser would load
// the page anew and lose what was typed, so the submission waits; the app sends it once it has taken the
// form over (useKeepPrerenderedInput, src/lib/use-schema-form.ts).
const formsFromHtml = new WeakSet(document.querySelectorAll('#root form'));
const formsTakenOver = new WeakSet();
const formsWaiting = new WeakSet();
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !formsFromHtml.has(form) || formsTakenOver.has(form)) return;
    event.preventDefault();
    formsWaiting.add(form);
  },
  true,
);
/** The app has the form now; true when a submission was held for it. */
window.lwTakeOverForm = (form) => {
  formsTakenOver.add(form);
  return formsWaiting.delete(form);
};
