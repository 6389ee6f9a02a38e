// Bundles the server into dist/main.js, its tool host (the process that starts OCR and PDF
// tools) into dist/tool-host.js and the parser of uploads (pdf-lib, sharp) into dist/capture-parser.js. Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@belegfluss/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'tool-host': 'src/modules/ocr/tool-host.main.ts',
    'capture-parser': 'src/modules/capture/parser/parser.main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
