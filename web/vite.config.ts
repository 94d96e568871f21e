import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** The first load's budget (README, The page): JS + CSS that index.html pulls in, gzipped. */
const FIRST_LOAD_BUDGET_BYTES = 60 * 1024;

/**
 * After the build, prints what a first visit downloads as JS and CSS (the files index.html names),
 * gzipped, and fails the build when it exceeds the budget: the figure is checked on every build.
 */
function firstLoadSize(): Plugin {
  let outDir = '';
  return {
    name: 'lexicon-first-load-size',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
      let total = 0;
      const parts = referenced.map((file) => {
        const bytes = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
        total += bytes;
        return `${file} ${(bytes / 1024).toFixed(1)} KB`;
      });
      const assetCount = readdirSync(path.join(outDir, 'assets')).length;
      process.stdout.write(`[web] first load, gzipped: ${(total / 1024).toFixed(1)} KB of JS + CSS (budget ${FIRST_LOAD_BUDGET_BYTES / 1024} KB): ${parts.join(', ')}; ${assetCount} files in dist/assets\n`);
      if (total > FIRST_LOAD_BUDGET_BYTES) throw new Error(`the first load is ${total} bytes gzipped, over the ${FIRST_LOAD_BUDGET_BYTES}-byte budget`);
    },
  };
}

export default defineConfig({
  // Preact's automatic JSX runtime; no plugin needed for a production build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every asset a file of its own: inlined data: URLs would be refused by the page's CSP (default-src 'self').
    assetsInlineLimit: 0,
    // The page targets browsers with native module preload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    emptyOutDir: true,
  },
  logLevel: 'warn',
  plugins: [firstLoadSize()],
});
