// The member site's dates come from the shared clock helpers of @lotus/i18n (the brand's time zone,
// the reader's language); this path stays for the pages that import it.
export { formatDateTime } from '@lotus/i18n';
