/**
 * The browser client's build (issue 10): Vite with Preact's JSX runtime, from web/ into web/dist, which the match
 * server serves. `npm run dev:web` serves it with hot reload and forwards the API and the WebSocket to a match server
 * on port 8080 (`npm start`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env['ARBITER_SERVER'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
