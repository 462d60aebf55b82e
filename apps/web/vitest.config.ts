import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web's two test projects (shared module graph, and isolated for vi.mock) are in the root
// vitest.config.ts, which extends this one.
export default defineConfig({
  plugins: [react()],
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
  },
});
