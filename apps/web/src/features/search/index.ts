/** The global search as the app shell sees it: the top bar's button (the rest loads on its first click). */
export { GlobalSearchButton } from './components/global-search-button.tsx';
