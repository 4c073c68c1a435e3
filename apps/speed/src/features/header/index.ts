// The header's pieces: the navigation (in the frame) and the customer-service button (on the page).
export { ServiceButton } from './ServiceButton.tsx';
export { SpeedNav } from './SpeedNav.tsx';
