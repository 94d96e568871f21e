import { defineConfig, type Plugin } from 'vite';
import { CSS_TARGETS } from './build-targets.ts';
import { WORDS_VIEW_FILE } from '@lexicon/shared/mcp-app-view';

/**
 * The words view of the MCP Apps extension (src/mcp-view), built as one self-contained HTML file
 * (WORDS_VIEW_FILE under dist, the gateway's resources/read answer): a host shows it in a sandboxed iframe
 * with no origin of ours to load a script or a style sheet from, so both are written into the page.
 */
function inlineIntoHtml(): Plugin {
  return {
    name: 'lexicon-inline-view',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((file) => file.type === 'asset' && file.fileName.endsWith('.html'));
      if (html === undefined || html.type !== 'asset') throw new Error('the view build wrote no HTML');
      let text = String(html.source);
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          text = text.replace(new RegExp(`<script type="module" crossorigin src="[^"]*${file.fileName}"></script>`), () => `<script type="module">${file.code.replace(/<\/script/g, '<\\/script')}</script>`);
          delete bundle[file.fileName];
        } else if (file.fileName.endsWith('.css')) {
          text = text.replace(new RegExp(`<link rel="stylesheet" crossorigin href="[^"]*${file.fileName}">`), () => `<style>${String(file.source)}</style>`);
          delete bundle[file.fileName];
        }
      }
      if (/<script[^>]+src=|<link[^>]+stylesheet/.test(text)) throw new Error('the view still loads a file of its own');
      html.source = text;
      html.fileName = WORDS_VIEW_FILE;
    },
  };
}

export default defineConfig({
  // The interface tables' dynamic imports are inlined into the one file (codeSplitting off), but vite
  // still wraps them in its preload helper and leaves the helper's list of files to preload unfilled;
  // with nothing to preload, that list is what vite writes for a chunk without dependencies.
  define: { __VITE_PRELOAD__: 'void 0' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    cssTarget: CSS_TARGETS,
    outDir: 'dist',
    // The page's own build (vite.config.ts) runs first and empties dist; this one adds to it.
    emptyOutDir: false,
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    cssCodeSplit: false,
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: { input: 'mcp-view.html', output: { codeSplitting: false } },
  },
  logLevel: 'warn',
  plugins: [inlineIntoHtml()],
});
