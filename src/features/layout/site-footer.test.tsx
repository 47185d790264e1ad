import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

function linksOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('site footer', () => {
  it('shows the copyright line for the current year', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Living Water Ministries. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('lists the Quick Links, Connect With Us and Online Content', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    expect(linksOf(within(footer).getByRole('region', { name: 'Quick Links' }))).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Teachings', '/teachings'],
      ['Speaking Engagements', '/contact#speaking-engagements'],
      ['Resources', '/resources'],
      ['Contact', '/contact'],
    ]);
    expect(linksOf(within(footer).getByRole('region', { name: 'Connect With Us' }))).toEqual([
      ['connect@livingwaterministries.org', 'mailto:connect@livingwaterministries.org'],
      ['YouTube Channel', 'https://www.youtube.com/@LivingWaterMinistries'],
      ['Facebook Page', 'https://www.facebook.com/LivingWaterMinistries'],
      ['Breakthrough Circle community', 'https://breakthrough-circle.mn.co'],
    ]);
    expect(linksOf(within(footer).getByRole('region', { name: 'Online Content' }))).toEqual([
      ['Holy Spirit Series', '/teachings?category=holy-spirit'],
      ['New Believers', '/teachings?category=new-believers'],
      ['Bible Studies', '/teachings?category=bible-studies'],
      ['Podcast', '/podcast'],
      ['Bible Chat AI', '/bible-chat'],
      ['Bible Study Hub', '/bible-study'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('has named social icon links that open in a new tab', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const socialList = within(footer).getAllByRole('list').find((list) => list.querySelector('[aria-label]'));
    expect(socialList).toBeDefined();
    for (const name of ['YouTube Channel', 'Facebook Page', 'Breakthrough Circle community']) {
      const links = within(footer).getAllByRole('link', { name });
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      }
      expect(links.some((link) => link.hasAttribute('aria-label'))).toBe(true);
    }
  });
});
