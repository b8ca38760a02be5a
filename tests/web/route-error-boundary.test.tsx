import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../web/app/route-error-boundary';

function Broken(): never {
  throw new Error('Cannot read the event list');
}

describe('router error view', () => {
  it("shows 'Unexpected Application Error!' with the error's details, and clears on navigation", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/events">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Cannot read the event list');

    rerender(
      <RouteErrorBoundary resetKey="/home">
        <p>Home works</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Home works')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
