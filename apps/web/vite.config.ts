import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // The manifest lets scripts/first-load-size.mjs add up what the first page loads.
    manifest: true,
    sourcemap: true,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
