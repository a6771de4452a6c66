/** Contents: the programme's posts and tags from the content management system. */
export { contentsRoutes } from './contents.routes.ts';
