import { SitePageBody } from './SitePageBody.tsx';

/** The terms and conditions (/terms), as the operator wrote them in the reader's language. */
export function TermsPage() {
  return <SitePageBody slug="terms" heading="h1" />;
}

/** The privacy policy (/privacy), as the operator wrote it in the reader's language. */
export function PrivacyPage() {
  return <SitePageBody slug="privacy" heading="h1" />;
}
