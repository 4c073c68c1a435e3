// What other places use of the help feature: the customer-service button, which routes.tsx hands to
// the layout. Its pages (help, guide) are loaded by routes.tsx from their files.
export { CustomerServiceButton } from './CustomerServiceButton.tsx';
