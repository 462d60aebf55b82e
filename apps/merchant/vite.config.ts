import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not package name: Vite loads its config with plain Node, which leaves packages in
// node_modules unbundled and cannot run their TypeScript.
import { guestMark } from '../../packages/client/vite-guest-mark.ts';
import { lowPriorityPreloads } from '../../packages/client/vite-low-priority-preloads.ts';
import { precompress } from '../../packages/client/vite-precompress.ts';
import { readingAidsBoot } from '../../packages/client/vite-reading-aids.ts';

// The provider workspace (issue #25): served by the same server under /merchant, API under
// /gateway/merchant; members sign in with their portal accounts.
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/merchant/',
  plugins: [react(), readingAidsBoot(), guestMark(), lowPriorityPreloads(), precompress()],
  server: {
    port: 5175,
    proxy: { '/gateway': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
});
