import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/vite-precompress.ts';

// The operator console (issue #14): served by the same server under /admin, API under
// /gateway/admin. The slide puzzle and the request layer are the portal's own (apps/web).
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
