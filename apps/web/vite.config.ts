// By path, not package name: Vite loads its config with plain Node, which leaves packages in
// node_modules unbundled and cannot run their TypeScript.

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lowPriorityPreloads } from '../../packages/client/vite-low-priority-preloads.ts';
import { precompress } from '../../packages/client/vite-precompress.ts';
import { readingAidsBoot } from '../../packages/client/vite-reading-aids.ts';
import { routeChunks } from './vite-route-chunks.ts';

// The API runs on its own port in development; production serves dist/ from the same server.
const API_TARGET = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), readingAidsBoot(), routeChunks(), lowPriorityPreloads(), precompress()],
  server: {
    proxy: { '/gateway': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/gateway': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Shared modules under 4 KB are copied into the chunks that use them instead of being
      // chunks of their own: the home page went from 108 requests to 60 (each one a round trip
      // and a <link rel=modulepreload> on a slow phone). Needs entry signatures not preserved.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
});
