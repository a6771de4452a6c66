import { parseModules, PCDT_GENERAL } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { notFound } from '#platform/lib/app-error.ts';
import * as repo from './program-files.repository.ts';
import { signedLink, zipOf, type FileDownload } from './program-files.service.ts';

/**
 * The public /pcdt page (spec §2): visitors read a programme's clinical protocols, named by the
 * programme's slug. Only PCDT files of a programme with the PCDT module; anything else answers
 * like an unknown programme or file. Visitors only read: upload and delete stay with admins.
 */
async function pcdtProgram(deps: Deps, slug: string): Promise<void> {
  const program = await repo.findProgramBySlug(deps.db, slug);
  if (!program || !parseModules(program.modules).includes('PCDT')) throw notFound('programNotFound');
}

export async function publicPcdtFiles(deps: Deps, slug: string) {
  await pcdtProgram(deps, slug);
  const files = await repo.listPublicPcdtFiles(deps.db, slug);
  return files.map(({ storageKey: _key, originalName: _name, ...file }) => file);
}

export async function publicPcdtLink(deps: Deps, slug: string, fileId: number): Promise<{ url: string }> {
  await pcdtProgram(deps, slug);
  const file = await repo.findPublicPcdtFile(deps.db, slug, fileId);
  if (!file) throw notFound('fileNotFound');
  return signedLink(deps, file.id);
}

export async function publicPcdtZip(deps: Deps, slug: string, uf: string): Promise<FileDownload> {
  await pcdtProgram(deps, slug);
  return zipOf(deps.storage, await repo.listPublicPcdtFiles(deps.db, slug, uf === PCDT_GENERAL ? null : uf), uf);
}
