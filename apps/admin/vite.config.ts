// By path, not package name: Vite loads its config with plain Node, which leaves packages in
// node_modules unbundled and cannot run their TypeScript.

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../packages/client/vite-precompress.ts';

// The operator console (issue #14): served by the same server under /admin, API under
// /gateway/admin. The slide puzzle, request layer and theme come from @portal/client.
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/gateway': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
});
