import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/service-worker/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
