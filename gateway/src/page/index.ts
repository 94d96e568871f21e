export { apiDocsRoutes, DOCS_PATH } from './api-docs-routes';
export { PAGE_CONTENT_SECURITY_POLICY } from './page-headers';
export { PAGE_ASSETS_PATH, pageRoutes } from './page-routes';
