import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('about page', () => {
  it('introduces the three leaders under #team and the stories under #testimonials', async () => {
    const { container } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();

    const team = container.querySelector('#team');
    expect(team).not.toBeNull();
    const teamQueries = within(team as HTMLElement);
    expect(teamQueries.getByRole('heading', { level: 2, name: 'Our Team' })).toBeInTheDocument();
    const members = teamQueries.getAllByRole('listitem');
    expect(members).toHaveLength(3);
    expect(within(members[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Pastor James Whitfield');
    for (const member of members) expect(within(member).getByRole('img')).toHaveAccessibleName(/Illustrated portrait of/);

    const testimonials = container.querySelector('#testimonials');
    expect(testimonials).not.toBeNull();
    expect(within(testimonials as HTMLElement).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('offers volunteering, contact, the values and the community', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute('href', '/contact#volunteer');
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    for (const value of ['Biblical Truth', 'Spirit-Led Worship', 'Compassionate Service']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Join the Community Free (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://breakthrough-circle.mn.co',
    );
    expect(screen.getByRole('link', { name: 'Learn About the Circle' })).toHaveAttribute('href', '/breakthrough-circle');
  });
});
