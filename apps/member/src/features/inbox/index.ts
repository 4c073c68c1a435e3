// What other places use of the inbox feature: the header's envelope, which routes.tsx hands to the
// layout. The inbox page is loaded by routes.tsx from its file; its query keys are in lib/.
export { InboxLink } from './InboxLink.tsx';
