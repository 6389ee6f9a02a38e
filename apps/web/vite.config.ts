import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/Token': 'http://localhost:8080' },
  },
});
