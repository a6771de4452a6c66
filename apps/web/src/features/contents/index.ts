/** Contents: the programme's CMS posts, for signed-in users (in the shell) and visitors. */
export { ContentsPage } from './routes/contents-page.tsx';
export { ContentDetailPage } from './routes/content-detail-page.tsx';
