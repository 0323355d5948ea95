import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development Vite serves the storefront with hot reload and forwards API and media
// requests to the API server (npm run dev starts both).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets scripts/check-bundle-size.mjs follow what each route loads.
    manifest: true,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // React and the router change rarely: a separate, long-cached chunk.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
