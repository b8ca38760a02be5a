import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { LandingPage } from '../../web/features/landing/landing-page';

function renderLanding() {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('the landing page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes signing up the first and strongest way in, and keeps Get Started to the sign-in page', () => {
    renderLanding();
    const hero = within(screen.getByRole('region', { name: /all in one place/ }));
    const links = hero.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sign Up', '/register'],
      ['Get Started', '/login'],
    ]);
    // The first is the solid button, the other the outlined one.
    expect(links[0]?.classList.contains('button-outline')).toBe(false);
    expect(links[1]?.classList.contains('button-outline')).toBe(true);
  });

  it('signs the footer with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    renderLanding();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2027 Gather');
  });
});
