// What other places use of the site pages: the responsible-gaming page shows the operator's text
// with its tools. The pages (/terms, /privacy) and the footer are loaded by routes.tsx from their files.
export { SitePageBody } from './SitePageBody.tsx';
