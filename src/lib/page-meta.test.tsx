import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

function metaDescription() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('document head', () => {
  it.each([
    ['/', 'Home | Living Water Ministries'],
    ['/about', 'About Us | Living Water Ministries'],
    ['/teachings', 'Teachings | Living Water Ministries'],
    ['/james-story', "Our Founder's Story | Living Water Ministries"],
    ['/privacy-policy', 'Privacy Policy | Living Water Ministries'],
    ['/auth', 'Sign In | Living Water Ministries'],
  ])('titles %s as "%s"', async (url, title) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
    expect(metaDescription()).toBeTruthy();
  });

  it('updates the title and description on navigation', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Home | Living Water Ministries'));
    const homeDescription = metaDescription();

    await act(() => router.navigate({ to: '/contact' }));
    await waitFor(() => expect(document.title).toBe('Contact Us | Living Water Ministries'));
    expect(metaDescription()).not.toBe(homeDescription);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
