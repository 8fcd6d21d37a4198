import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Scripts and styles are served from the site root under static/js and static/css.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? '';
          if (name.endsWith('.css')) return 'static/css/[name]-[hash][extname]';
          if (/\.(woff2?|ttf|otf)$/.test(name)) return 'static/media/[name]-[hash][extname]';
          return 'static/media/[name]-[hash][extname]';
        },
      },
    },
  },
});
