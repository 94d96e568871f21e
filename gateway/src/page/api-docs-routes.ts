import path from 'node:path';
import type { Express } from 'express';
import { DAY_CACHE, DOCS_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE, setDocumentHeaders } from './page-headers';

export const DOCS_PATH = '/docs';

/** swagger-ui's own files from the pinned npm package; its demo page and initializer are not served. */
const SWAGGER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const;

/** No inline script under the CSP: the explorer starts from a script file of its own. */
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lexicon API explorer</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/explorer.js"></script>
</body>
</html>
`;

/** The package's directory, found through its package.json (the package's main does not load in Node). */
function swaggerDirectory(): string {
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/** `/docs`: an API explorer over /api/v1/openapi.json, all from this origin. */
export function apiDocsRoutes(app: Express): void {
  const directory = swaggerDirectory();
  app.get(DOCS_PATH, (_req, res) => {
    setDocumentHeaders(res, DOCS_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE);
    res.type('text/html; charset=utf-8').send(PAGE);
  });
  app.get(`${DOCS_PATH}/explorer.js`, (_req, res) => {
    setDocumentHeaders(res, DOCS_CONTENT_SECURITY_POLICY, REVALIDATE_CACHE);
    res.type('text/javascript; charset=utf-8').send(INITIALIZER);
  });
  for (const file of SWAGGER_FILES) {
    app.get(`${DOCS_PATH}/${file}`, (_req, res, next) => {
      setDocumentHeaders(res, DOCS_CONTENT_SECURITY_POLICY, DAY_CACHE);
      res.sendFile(path.join(directory, file), { cacheControl: false }, (error) => {
        if (error !== undefined && !res.headersSent) next(error);
      });
    });
  }
}
