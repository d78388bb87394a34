import { defineConfig } from 'vite';

// Cross-origin isolation lets onnxruntime-web use multi-threaded wasm
// (SharedArrayBuffer). Any static host must send the same two headers.
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  server: { headers: isolation, port: 5173 },
  preview: { headers: isolation, port: 4173 },
  build: { target: 'es2022', sourcemap: true },
  worker: { format: 'es' },
});
