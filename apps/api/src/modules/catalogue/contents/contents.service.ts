import { parseModules, type CmsPortalName } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import * as repo from './contents.repository.ts';

/**
 * Spec §7 CMS calls. Contents are public material (visitors read /contents too), so the programme
 * is named by its code; one that does not exist or has no contents module answers 404
 * `programNotFound`. A failing CMS answers 502 `failedToLoadContents`; the cause stays in the log.
 */
async function contentProgram(deps: Deps, programCode: string): Promise<string> {
  const program = await repo.findProgramByCode(deps.db, programCode);
  if (!program?.slug || !parseModules(program.modules).includes('contents')) throw notFound('programNotFound');
  return program.slug;
}

async function fromCms<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new AppError('failedToLoadContents', 502), { cause: error });
  }
}

export async function listPosts(deps: Deps, programCode: string, portal: CmsPortalName) {
  const code = await contentProgram(deps, programCode);
  const posts = await fromCms(() => deps.cms.posts(code, portal));
  return posts.map(({ body: _body, ...summary }) => summary);
}

/** One post by document id or slug; none answers 404 `contentNotFound` ('Dados não encontrados.'). */
export async function getPost(deps: Deps, programCode: string, portal: CmsPortalName, key: string) {
  const code = await contentProgram(deps, programCode);
  const post = await fromCms(() => deps.cms.post(code, portal, key));
  if (!post) throw notFound('contentNotFound');
  return post;
}

export async function listTags(deps: Deps, programCode: string, portal: CmsPortalName) {
  const code = await contentProgram(deps, programCode);
  return fromCms(() => deps.cms.tags(code, portal));
}
