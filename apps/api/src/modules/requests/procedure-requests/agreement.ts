import { randomUUID } from 'node:crypto';
import { AGREEMENT_FILE_TYPES, type ExamRequest } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { checkFileType } from '#integrations/storage/file-type.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { checkCode, consumeCode } from '#messaging/codes/index.ts';

/**
 * The patient's agreement to a request (spec §5, §9): a CODE sent to the patient's phone by
 * `POST /codes/authenticated`, or a FILE (the signed term) recognised by its bytes.
 */

/** Checks the code sent to the patient's phone; wrong or expired answers 400 on the `code` field. Returns the code id to consume. */
export async function checkAgreementCode(deps: Deps, phone: string, code: string): Promise<number> {
  try {
    return await checkCode(deps, { destination: phone, purpose: 'agreement', code });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'invalidCode' || error.code === 'codeExpired')) {
      throw new AppError(error.code, 400, { code: [`err.${error.code}`] });
    }
    throw error;
  }
}

/** Uses the code once, inside the request's transaction (a second use answers 400 invalidCode on `code`). */
export async function consumeAgreementCode(tx: DbOrTx, codeId: number, now: Date): Promise<void> {
  try {
    await consumeCode(tx, codeId, now);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, 400, { code: [`err.${error.code}`] });
    throw error;
  }
}

const ALLOWED = new Set<string>(AGREEMENT_FILE_TYPES);

/**
 * Stores the signed term under a generated key once its bytes are a PDF, PNG or JPEG (whatever the
 * declared type says); 400 invalidAgreementFile on `agreementFile` otherwise. Returns the key.
 */
export async function storeAgreementFile({ storage }: Deps, file: NonNullable<ExamRequest['agreementFile']>): Promise<string> {
  const bytes = Buffer.from(file.buffer, 'base64');
  const type = checkFileType(bytes, file.fileName) ?? checkFileType(bytes, `term.${file.contentType.split('/')[1]}`);
  if (!type || !ALLOWED.has(type.contentType)) throw new AppError('invalidAgreementFile', 400, { agreementFile: ['validation.invalidFileType'] });
  const key = `agreements/${randomUUID()}.${type.extensions[0]}`;
  await storage.put(key, bytes, type.contentType);
  return key;
}

/** Removes a stored term whose request did not commit (best effort). */
export async function discardAgreementFile({ storage }: Deps, key: string | undefined): Promise<void> {
  if (key) await storage.delete(key).catch(() => undefined);
}
