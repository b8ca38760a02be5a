import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { OfflineRestore } from '../lib/offline/offline-restore';
import { OfflineSync } from '../lib/offline/offline-sync';
import { createQueryClient } from '../lib/query-client';
import { FirstScreenWatch } from './first-screen-watch';
import { SessionProvider } from '../lib/session/session-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FirstScreenWatch />
      <OfflineRestore>
        <SessionProvider>
          <OfflineSync />
          {children}
        </SessionProvider>
      </OfflineRestore>
    </QueryClientProvider>
  );
}
