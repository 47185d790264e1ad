export const CONTACT_FORM_ID = 'contact-form';

/**
 * Scrolls smoothly to the contact form section and moves keyboard focus to it, so the next Tab lands in the
 * form. Smooth scrolling is skipped for visitors who ask for reduced motion.
 */
export function focusContactForm() {
  const section = document.getElementById(CONTACT_FORM_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  if (window.location.hash !== `#${CONTACT_FORM_ID}`) {
    window.history.replaceState(window.history.state, '', `#${CONTACT_FORM_ID}`);
  }
}
