import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../web/lib/lazy-component';
import { RouteErrorBoundary } from '../../web/app/route-error-boundary';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('code loaded on first use (lazyComponent)', () => {
  it('shows the fallback until the code arrives, then the component, with no Suspense boundary around it', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)), 'Greeting', () => <p>Loading…</p>);
    render(<Lazy name="Priya" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => {
      arrive({ Greeting });
      return Promise.resolve();
    });
    expect(screen.getByText('Hello Priya')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('code preloaded before the first render shows at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyComponent(load, 'Greeting', () => <p>Loading…</p>);
    Lazy.preload();
    await act(() => Promise.resolve());
    render(<Lazy name="Kwame" />);
    expect(screen.getByText('Hello Kwame')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load reaches the error boundary, and the next render asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const Lazy = lazyComponent(load, 'Greeting', () => <p>Loading…</p>);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Lazy name="Ana" />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Lazy name="Ana" />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
