// What other places use of the line list: the page, and the early request main.tsx starts before React.
export { requestLinesEarly } from './lines-request.ts';
export { LinesPage } from './LinesPage.tsx';
