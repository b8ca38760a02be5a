import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPanel } from '../../web/features/settings/notifications-panel';

describe('the Notifications switch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
  });

  it('says push is not available here when the browser refuses to say whether it is subscribed, instead of waiting for ever', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')) },
    });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
    render(<NotificationsPanel />);
    expect(await screen.findByText('This browser cannot receive notifications from websites.')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('Reading the notification state failed', expect.any(DOMException));
  });
});
