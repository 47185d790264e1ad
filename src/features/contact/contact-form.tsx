import { FormSlot } from '@/features/layout/form-slot';

/** The contact form on /contact (mounted inside the page's #contact-form section). */
export function ContactForm() {
  return <FormSlot name="contact" />;
}
