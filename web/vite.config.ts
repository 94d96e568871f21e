import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { CSS_TARGETS } from './build-targets.ts';

/**
 * The first load's budget on the wire (README, The page): index.html and the JS + CSS it pulls in, as
 * the gateway sends them to a browser that accepts brotli (their pre-compressed `.br` files).
 */
const FIRST_LOAD_BUDGET_BYTES = 25 * 1024;

/** Text files worth compressing; images the build emits (the favicon's SVG is text too). */
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt)$/;

function brotli(content: Buffer): Buffer {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside index.html and every text asset, at the highest levels:
 * compressed once at build time, the gateway sends the one Accept-Encoding asks for
 * (gateway/src/page/precompressed.ts) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lexicon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      handler() {
        const files = ['index.html', ...readdirSync(path.join(outDir, 'assets')).map((name) => path.join('assets', name))].filter((file) => COMPRESSIBLE.test(file));
        for (const file of files) {
          const content = readFileSync(path.join(outDir, file));
          writeFileSync(path.join(outDir, `${file}.br`), brotli(content));
          writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * After the build, prints what a first visit downloads (index.html, the JS and CSS it names, and the
 * largest interface table, since a visitor in another language than English fetches one) as brotli and
 * as gzip, and fails the build when the brotli figure exceeds the budget: the figure is checked on
 * every build.
 */
function firstLoadSize(): Plugin {
  let outDir = '';
  /** The interface tables' chunks, each loaded on its own (src/i18n/interface-tables.ts). */
  const tables: string[] = [];
  return {
    name: 'lexicon-first-load-size',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isDynamicEntry && file.facadeModuleId?.includes('/src/i18n/')) tables.push(file.fileName);
      }
    },
    closeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const referenced = ['index.html', ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string)];
      const largestTable = tables.sort((a, b) => readFileSync(path.join(outDir, `${b}.br`)).length - readFileSync(path.join(outDir, `${a}.br`)).length)[0];
      if (largestTable !== undefined) referenced.push(largestTable);
      let total = 0;
      let gzipTotal = 0;
      const parts = referenced.map((file) => {
        const bytes = readFileSync(path.join(outDir, `${file}.br`)).length;
        total += bytes;
        gzipTotal += readFileSync(path.join(outDir, `${file}.gz`)).length;
        return `${file} ${(bytes / 1024).toFixed(1)} KB`;
      });
      const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
      process.stdout.write(`[web] first load: ${kb(total)} brotli, ${kb(gzipTotal)} gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} brotli): ${parts.join(', ')}\n`);
      if (total > FIRST_LOAD_BUDGET_BYTES) throw new Error(`the first load is ${total} bytes in brotli, over the ${FIRST_LOAD_BUDGET_BYTES}-byte budget`);
    },
  };
}

export default defineConfig({
  // Preact's automatic JSX runtime; no plugin needed for a production build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    cssTarget: CSS_TARGETS,
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
  plugins: [precompress(), firstLoadSize()],
});
