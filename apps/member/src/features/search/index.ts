// The header's search over the whole catalog: only the button loads with the page.
export { SearchButton } from './SearchButton.tsx';
