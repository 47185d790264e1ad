import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';

describe('the contact page', () => {
  it('moves focus to the contact form from the hero and from the speaking cards', async () => {
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const form = document.getElementById('contact-form');
    if (!form) throw new Error('missing #contact-form');
    const scrollIntoView = vi.spyOn(form, 'scrollIntoView');

    await user.click(screen.getByRole('link', { name: 'Send Message' }));
    expect(form).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    const speaking = document.getElementById('speaking-engagements');
    if (!speaking) throw new Error('missing #speaking-engagements');
    const bookings = within(speaking).getAllByRole('link', { name: /^Request a Booking/ });
    expect(bookings).toHaveLength(3);
    screen.getByRole('link', { name: 'Send Message' }).focus();
    await user.click(bookings[2] as HTMLElement);
    expect(form).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('offers the YouTube channel, contact blocks, five ways to partner and the page anchors', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const main = within(screen.getByRole('main'));

    const youtube = main.getAllByRole('link', { name: 'YouTube Channel (opens in a new tab)' });
    expect(youtube.length).toBeGreaterThanOrEqual(1);
    for (const link of youtube) {
      expect(link).toHaveAttribute('href', 'https://www.youtube.com/@LivingWaterMinistries');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(main.getByRole('link', { name: 'connect@livingwaterministries.org' })).toHaveAttribute(
      'href',
      'mailto:connect@livingwaterministries.org',
    );
    expect(main.getByRole('link', { name: /^Facebook Page/ })).toHaveAttribute('target', '_blank');
    expect(main.getByRole('link', { name: /^Breakthrough Circle community/ })).toHaveAttribute(
      'href',
      'https://breakthrough-circle.mn.co',
    );
    expect(main.getByRole('link', { name: 'See speaking options' })).toHaveAttribute('href', '#speaking-engagements');

    const partner = main.getByRole('heading', { level: 2, name: 'Partner With Us' }).closest('section');
    if (!partner) throw new Error('missing partner section');
    expect(within(partner).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Prayer Partners',
      'Content Creation',
      'Event Support',
      'Digital Ministry',
      'Financial Support',
    ]);

    for (const id of ['contact-form', 'speaking-engagements', 'location', 'volunteer', 'event-booking']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(document.getElementById('location')).toHaveTextContent('1200 Riverside Drive');
    expect(document.getElementById('event-booking')).toHaveTextContent('Up to 300 people');
  });
});
