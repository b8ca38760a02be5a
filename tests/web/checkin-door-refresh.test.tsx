import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDoorRoster } from '../../web/features/checkin/door/use-door-roster';
import { fakeDoorServer, member } from './support/fake-door-api';
import { fakeApi } from './support/fake-api';
import { signIn } from './support/sign-in';

describe('the door’s roster during a sync', () => {
  it('is read from the server again once this door’s writes are all sent, not after each one', async () => {
    const server = fakeDoorServer([await member(2, 'Ada', 'a'), await member(3, 'Bob', 'b')], { pageSize: 10 });
    signIn();
    const calls = fakeApi(server.routes);
    const reads = () => calls.filter((call) => call.path === '/events/7/roster').length;
    const { result, rerender } = renderHook(({ pending }) => useDoorRoster(7, 1, pending), { initialProps: { pending: 3 } });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(reads()).toBe(1);
    rerender({ pending: 2 });
    rerender({ pending: 1 });
    // Reads are asynchronous: give one the time to start, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
    rerender({ pending: 0 });
    await waitFor(() => expect(reads()).toBe(2));
  });
});
