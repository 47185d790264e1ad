import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
};

// The browser app. In development the Fastify server runs Vite in middleware mode (server/dev.ts);
// `npm run build` writes the client to dist/client, which the server serves in production.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The plugin splits only components by default; a loader stayed in the route table every page loads,
      // with everything it imports (the resource page's lookup pulled all twelve leader resources' text and
      // pictures into the entry). A loader now travels with its route's component, in one request.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json feeds scripts/bundle-size.ts.
    manifest: true,
    sourcemap: false,
    reportCompressedSize: true,
  },
});
