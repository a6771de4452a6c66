import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { loadConfig } from '#platform/config.ts';
import { programFiles } from '#db/schema/index.ts';

/** A minimal multipart body, as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="libraryFile"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
const PDF = (size = 4096) => pad(Buffer.from('%PDF-1.7\n% protocolo clínico\n'), size);
const PNG = (size = 4096) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size);
const EXE = (size = 4096) => pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), size);

let t: TestApp;
let dataDir: string;
let admin: Client;
let sys: Client;
let doctor: Client;
let rep: Client;
let program: number;

const upload = (as: Client, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  as({ method: 'POST', url: '/api/program-files', ...multipart(fields, file) });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  const base = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ dataDir, storage: { ...base.storage, urlSecret: 'test-secret-for-signed-links', urlTtlSeconds: 300 } });
  [admin, sys, doctor, rep] = await Promise.all([t.as('ADMIN'), t.as('SYSADMIN'), t.as('DOCTOR'), t.as('REPRESENTATIVE')]);
  program = await t.programId('BEMESTAR');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const library = { name: 'Guia do paciente', description: 'Orientações gerais', fileType: 'LIBRARY', procedureType: 'PROGRAM' };

describe('upload', () => {
  it('stores a library file under a generated name and lists it for a doctor', async () => {
    const res = await upload(admin, library, { name: 'guia.pdf', data: PDF(), type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<{ id: number }>();
    expect(res.json()).toMatchObject({ name: 'Guia do paciente', programId: program, fileType: 'LIBRARY', procedureType: 'PROGRAM', contentType: 'application/pdf', size: 4096 });
    const stored = await fs.readdir(path.join(dataDir, 'files', 'program-files'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const listed = (await doctor({ method: 'GET', url: `/api/program-files/${program}` })).json<{ id: number }[]>();
    expect(listed.map((f) => f.id)).toContain(file.id);
  });

  it('refuses files below 1 KB and above 10 MB with fileSizeIsInvalid', async () => {
    const small = await upload(admin, library, { name: 'pequeno.pdf', data: PDF(1023) });
    expect(small.statusCode).toBe(400);
    expect(small.json<ApiError>().code).toBe('fileSizeIsInvalid');
    const big = await upload(admin, library, { name: 'grande.pdf', data: PDF(10 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json<ApiError>().code).toBe('fileSizeIsInvalid');
    expect((await upload(admin, library, { name: 'limite.pdf', data: PDF(10 * 1024 * 1024) })).statusCode).toBe(201);
  });

  it('checks the content by its bytes, not its name or declared type', async () => {
    const disguised = await upload(admin, library, { name: 'laudo.pdf', data: PNG(), type: 'application/pdf' });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<ApiError>().code).toBe('invalidFileType');
    const exe = await upload(admin, library, { name: 'bula.pdf', data: EXE(), type: 'application/pdf' });
    expect(exe.json<ApiError>().code).toBe('invalidFileType');
    expect((await upload(admin, library, { name: 'programa.exe', data: EXE() })).json<ApiError>().code).toBe('invalidFileType');
    expect((await upload(admin, library, { name: 'imagem.png', data: PNG(), type: 'application/pdf' })).json()).toMatchObject({ contentType: 'image/png' });
  });

  it('takes the spec\'s other image types (svg, bmp, tiff, heic) by their bytes, and serves an SVG only as a sandboxed attachment', async () => {
    const svg = pad(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><circle r="4"/></svg>\n'), 2048);
    const bmp = Buffer.alloc(2048, 0); bmp.write('BM', 0, 'latin1'); bmp.writeUInt32LE(2048, 2);
    const tiff = pad(Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]), 2048);
    const heic = pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]), 2048);
    const types: [string, Buffer, string][] = [
      ['logo.svg', svg, 'image/svg+xml'], ['raio-x.bmp', bmp, 'image/bmp'], ['laudo.tif', tiff, 'image/tiff'], ['foto.heic', heic, 'image/heic'],
    ];
    for (const [name, data, contentType] of types) {
      const res = await upload(admin, { ...library, name }, { name, data });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ contentType });
    }
    // An .svg that is not an SVG document, or SVG bytes under another name, is refused.
    expect((await upload(admin, library, { name: 'falso.svg', data: PDF() })).json<ApiError>().code).toBe('invalidFileType');
    expect((await upload(admin, library, { name: 'falso.png', data: svg })).json<ApiError>().code).toBe('invalidFileType');

    const file = (await upload(admin, { ...library, name: 'Logotipo' }, { name: 'logo.svg', data: svg })).json<{ id: number }>();
    const { url } = (await doctor({ method: 'GET', url: `/api/program-files/download/${file.id}` })).json<{ url: string }>();
    const content = await t.anon({ method: 'GET', url });
    expect(content.headers['content-type']).toBe('image/svg+xml');
    expect(content.headers['content-disposition']).toMatch(/^attachment;/);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('attaches a file to a group of its type and one of that group\'s items, listing their names (decision 0079)', async () => {
    type Target = { id: number; name: string };
    const targets = async (as: Client, query: string) => {
      const res = await as({ method: 'GET', url: `/api/program-files/targets?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Target[]>();
    };
    const examGroups = await targets(admin, `programId=${program}&procedureType=CLINICAL_EXAMINATION`);
    const [group, otherGroup] = examGroups as [Target, Target];
    expect(otherGroup).toBeDefined();
    const [exam] = (await targets(admin, `programId=${program}&procedureType=CLINICAL_EXAMINATION&groupId=${group.id}`)) as [Target];
    const otherExams = await targets(admin, `programId=${program}&procedureType=CLINICAL_EXAMINATION&groupId=${otherGroup.id}`);
    expect(otherExams.map((e) => e.id)).not.toContain(exam.id);
    expect((await doctor({ method: 'GET', url: `/api/program-files/targets?programId=${program}&procedureType=SUPPLY` })).statusCode).toBe(403);

    const exams = { ...library, name: 'Preparo para coleta', procedureType: 'CLINICAL_EXAMINATION' };
    const pdf = { name: 'preparo.pdf', data: PDF(), type: 'application/pdf' };
    const res = await upload(admin, { ...exams, groupId: String(group.id), itemId: String(exam.id) }, pdf);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const listed = (await doctor({ method: 'GET', url: `/api/program-files/${program}` })).json<{ id: number; groupName: string; itemName: string }[]>();
    expect(listed.find((f) => f.id === id)).toMatchObject({ groupId: group.id, itemId: exam.id, groupName: group.name, itemName: exam.name });
    expect((await upload(admin, { ...exams, groupId: String(group.id) }, pdf)).statusCode).toBe(201);

    const refusedWith = async (fields: Record<string, string>, code: string) => {
      const before = await t.app.db.$count(programFiles);
      const answer = await upload(admin, fields, pdf);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ApiError>().code).toBe(code);
      expect(answer.json<ApiError>().message).not.toBe(`err.${code}`);
      expect(await t.app.db.$count(programFiles)).toBe(before);
    };
    // The item of another group, an item without its group, a missing group.
    await refusedWith({ ...exams, groupId: String(otherGroup.id), itemId: String(exam.id) }, 'libraryItemNotInGroup');
    await refusedWith({ ...exams, itemId: String(exam.id) }, 'libraryItemNotInGroup');
    await refusedWith({ ...exams, groupId: '999999' }, 'libraryGroupNotFound');
    // An exam group named by a kit file, or by a type that names no group.
    await refusedWith({ ...exams, procedureType: 'SUPPLY', groupId: String(group.id) }, 'libraryGroupNotFound');
    await refusedWith({ ...library, groupId: String(group.id) }, 'libraryGroupNotFound');
    await refusedWith({ ...exams, procedureType: 'GENERAL', groupId: String(group.id) }, 'libraryGroupNotFound');
    // Another programme's group answers like a missing one.
    const other = await t.programId('ABRACARAVIDA');
    const [foreign] = (await targets(sys, `programId=${other}&procedureType=CLINICAL_EXAMINATION`)) as [Target];
    await refusedWith({ ...exams, groupId: String(foreign.id) }, 'libraryGroupNotFound');
    expect((await admin({ method: 'GET', url: `/api/program-files/targets?programId=${other}&procedureType=TRAVEL` })).statusCode).toBe(404);

    // Kit groups and travel groups, with their kits and aids.
    const [kitGroup] = (await targets(admin, `programId=${program}&procedureType=SUPPLY`)) as [Target];
    const [kit] = (await targets(admin, `programId=${program}&procedureType=SUPPLY&groupId=${kitGroup.id}`)) as [Target];
    expect((await upload(admin, { ...library, procedureType: 'SUPPLY', groupId: String(kitGroup.id), itemId: String(kit.id) }, pdf)).statusCode).toBe(201);
    const [travelGroup] = (await targets(admin, `programId=${program}&procedureType=TRAVEL`)) as [Target];
    const [aid] = (await targets(admin, `programId=${program}&procedureType=TRAVEL&groupId=${travelGroup.id}`)) as [Target];
    expect((await upload(admin, { ...library, procedureType: 'TRAVEL', groupId: String(travelGroup.id), itemId: String(aid.id) }, pdf)).statusCode).toBe(201);
    await refusedWith({ ...library, procedureType: 'TRAVEL', groupId: String(travelGroup.id), itemId: '999999' }, 'libraryItemNotInGroup');
  });

  it('validates the fields and requires the file', async () => {
    const res = await upload(admin, { fileType: 'LIBRARY', name: '' }, { name: 'a.pdf', data: PDF() });
    expect(res.json()).toMatchObject({ code: 'validation', fields: { name: ['validation.requiredField'], procedureType: ['validation.requiredField'] } });
    expect((await upload(admin, library)).json<ApiError>().code).toBe('fileRequired');
  });

  it('is refused to every user type but admins (server-enforced)', async () => {
    for (const as of [doctor, rep]) {
      const res = await upload(as, library, { name: 'guia.pdf', data: PDF() });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('download links', () => {
  it('answers a short-lived signed URL whose content is streamed with Content-Disposition', async () => {
    const file = (await upload(admin, { ...library, name: 'Manual de aplicação' }, { name: 'manual.pdf', data: PDF(2048) })).json<{ id: number }>();
    const link = await doctor({ method: 'GET', url: `/api/program-files/download/${file.id}` });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/api/program-files/content/${file.id}\\?expires=\\d+&signature=`));
    const content = await t.anon({ method: 'GET', url });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toBe(`attachment; filename="Manual de aplicacao.pdf"; filename*=UTF-8''Manual%20de%20aplica%C3%A7%C3%A3o.pdf`);
    expect(content.rawPayload.equals(PDF(2048))).toBe(true);
  });

  it('refuses a tampered or expired link', async () => {
    const file = (await upload(admin, library, { name: 'x.pdf', data: PDF() })).json<{ id: number }>();
    const { url } = (await doctor({ method: 'GET', url: `/api/program-files/download/${file.id}` })).json<{ url: string }>();
    const parsed = new URL(url, 'http://x');
    const signature = parsed.searchParams.get('signature')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const tampered = await t.anon({ method: 'GET', url: `/api/program-files/content/${file.id}?expires=${expires + 3600}&signature=${signature}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json<ApiError>().code).toBe('invalidFileLink');
    const otherFile = await t.anon({ method: 'GET', url: `/api/program-files/content/${file.id + 1}?expires=${expires}&signature=${signature}` });
    expect(otherFile.json<ApiError>().code).toBe('invalidFileLink');

    const { signLink } = await import('#integrations/storage/signed-url.ts');
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await t.anon({ method: 'GET', url: `/api/program-files/content/${file.id}?expires=${past}&signature=${signLink('test-secret-for-signed-links', `program-file:${file.id}`, past)}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json<ApiError>().code).toBe('fileLinkExpired');
  });

  it('refuses a link signed for longer than the TTL, re-checks visibility, and never serves an agreement by signature alone (decision 0022)', async () => {
    const { signLink } = await import('#integrations/storage/signed-url.ts');
    const sign = (id: number, expires: number) => `/api/program-files/content/${id}?expires=${expires}&signature=${signLink('test-secret-for-signed-links', `program-file:${id}`, expires)}`;
    const file = (await upload(admin, library, { name: 'z.pdf', data: PDF() })).json<{ id: number }>();
    const tenYears = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
    expect((await t.anon({ method: 'GET', url: sign(file.id, tenYears) })).json<ApiError>().code).toBe('invalidFileLink');
    const soon = Math.floor(Date.now() / 1000) + 120;
    expect((await t.anon({ method: 'GET', url: sign(file.id, soon) })).statusCode).toBe(200);
    // A session of another programme does not see the file, whatever the signature says.
    const otherProgramme = await t.as('DOCTOR', 'ABRACARAVIDA');
    expect((await otherProgramme({ method: 'GET', url: sign(file.id, soon) })).json<ApiError>().code).toBe('fileNotFound');

    await t.app.db.update(programFiles).set({ fileType: 'PATIENT_AGREEMENT' }).where(eq(programFiles.id, file.id));
    expect((await t.anon({ method: 'GET', url: sign(file.id, soon) })).json<ApiError>().code).toBe('invalidFileLink');
    expect((await admin({ method: 'GET', url: sign(file.id, soon) })).json<ApiError>().code).toBe('invalidFileLink');
  });

  it('answers fileNotFound for an unknown file and hides other programmes files', async () => {
    expect((await doctor({ method: 'GET', url: '/api/program-files/download/999999' })).json<ApiError>().code).toBe('fileNotFound');
    const other = await t.programId('ABRACARAVIDA');
    const sysOther = await t.as('SYSADMIN', 'ABRACARAVIDA');
    const file = (await upload(sysOther, library, { name: 'y.pdf', data: PDF() })).json<{ id: number; programId: number }>();
    expect(file.programId).toBe(other);
    expect((await doctor({ method: 'GET', url: `/api/program-files/download/${file.id}` })).json()).toMatchObject({ statusCode: 404, code: 'fileNotFound' });
    expect((await doctor({ method: 'GET', url: `/api/program-files/${other}` })).json()).toMatchObject({ statusCode: 404, code: 'programNotFound' });
    expect((await admin({ method: 'DELETE', url: `/api/program-files/${file.id}` })).json()).toMatchObject({ statusCode: 404, code: 'fileNotFound' });
    expect((await doctor({ method: 'GET', url: `/api/program-files/pcdt/zip?programId=${other}` })).json()).toMatchObject({ statusCode: 404, code: 'programNotFound' });
    expect((await sysOther({ method: 'GET', url: `/api/program-files/download/${file.id}` })).statusCode).toBe(200);
  });
});

describe('GENERAL files, PCDT and delete', () => {
  it('shares GENERAL files with every programme', async () => {
    const file = (await upload(sys, { ...library, procedureType: 'GENERAL' }, { name: 'geral.pdf', data: PDF() })).json<{ id: number; programId: number | null }>();
    expect(file.programId).toBeNull();
    const abracar = await t.as('DOCTOR', 'ABRACARAVIDA');
    const other = await t.programId('ABRACARAVIDA');
    expect((await abracar({ method: 'GET', url: `/api/program-files/${other}` })).json<{ id: number }[]>().map((f) => f.id)).toContain(file.id);
  });

  it('prefixes PCDT names with the state or Geral and zips a state in one download', async () => {
    const sp1 = await upload(admin, { name: 'Artrite reumatoide', fileType: 'CONTENTS', uf: 'SP' }, { name: 'ar.pdf', data: PDF(3000) });
    expect(sp1.json()).toMatchObject({ name: 'SP - Artrite reumatoide', uf: 'SP', procedureType: 'PCDT', fileType: 'CONTENTS' });
    await upload(admin, { name: 'Asma', fileType: 'CONTENTS', uf: 'SP' }, { name: 'asma.png', data: PNG(2000) });
    const geral = await upload(admin, { name: 'Hepatite C', fileType: 'CONTENTS', uf: '' }, { name: 'hc.pdf', data: PDF() });
    expect(geral.json()).toMatchObject({ name: 'Geral - Hepatite C', uf: null });
    const contents = (await doctor({ method: 'GET', url: `/api/program-files/${program}?fileType=CONTENTS` })).json<{ name: string }[]>();
    expect(contents.map((f) => f.name).sort()).toEqual(['Geral - Hepatite C', 'SP - Artrite reumatoide', 'SP - Asma']);

    const zip = await doctor({ method: 'GET', url: `/api/program-files/pcdt/zip?programId=${program}&uf=SP` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('PCDT - SP.zip');
    const entries = readZip(zip.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['SP - Artrite reumatoide.pdf', 'SP - Asma.png']);
    expect(entries[0]!.data.equals(PDF(3000))).toBe(true);
    expect((await doctor({ method: 'GET', url: `/api/program-files/pcdt/zip?programId=${program}&uf=AC` })).json<ApiError>().code).toBe('noFileToDownload');
  });

  it('lets a visitor list and download a programme\'s protocols by its slug, and nothing else', async () => {
    const pcdt = (await upload(admin, { name: 'Hepatite B', fileType: 'CONTENTS', uf: 'RJ' }, { name: 'hb.pdf', data: PDF(2500) })).json<{ id: number }>();
    const manual = (await upload(admin, { ...library, name: 'Manual interno' }, { name: 'm.pdf', data: PDF() })).json<{ id: number }>();
    const list = await t.anon({ method: 'GET', url: '/api/program-files/pcdt/public/bemestar' });
    expect(list.statusCode).toBe(200);
    const names = list.json<{ name: string }[]>().map((f) => f.name);
    expect(names).toContain('RJ - Hepatite B');
    expect(names).not.toContain('Manual interno');

    const link = await t.anon({ method: 'GET', url: `/api/program-files/pcdt/public/BEMESTAR/download/${pcdt.id}` });
    expect(link.statusCode).toBe(200);
    const file = await t.anon({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.rawPayload.equals(PDF(2500))).toBe(true);

    // A library file, another programme's slug and an unknown id all answer not found alike.
    const notFound = async (url: string) => (await t.anon({ method: 'GET', url })).json<ApiError>().code;
    expect(await notFound(`/api/program-files/pcdt/public/BEMESTAR/download/${manual.id}`)).toBe('fileNotFound');
    expect(await notFound(`/api/program-files/pcdt/public/ABRACARAVIDA/download/${pcdt.id}`)).toBe('fileNotFound');
    expect(await notFound('/api/program-files/pcdt/public/BEMESTAR/download/999999999')).toBe('fileNotFound');
    expect(await notFound('/api/program-files/pcdt/public/NAOEXISTE')).toBe('programNotFound');

    const zip = await t.anon({ method: 'GET', url: '/api/program-files/pcdt/public/BEMESTAR/zip?uf=RJ' });
    expect([zip.statusCode, zip.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(readZip(zip.rawPayload).map((e) => e.name)).toEqual(['RJ - Hepatite B.pdf']);
    expect(await notFound('/api/program-files/pcdt/public/BEMESTAR/zip?uf=AC')).toBe('noFileToDownload');
  });

  it('deletes a file (admins only), removing its bytes', async () => {
    const file = (await upload(admin, library, { name: 'apagar.pdf', data: PDF() })).json<{ id: number }>();
    const before = await fs.readdir(path.join(dataDir, 'files', 'program-files'));
    expect((await doctor({ method: 'DELETE', url: `/api/program-files/${file.id}` })).statusCode).toBe(403);
    expect((await admin({ method: 'DELETE', url: `/api/program-files/${file.id}` })).statusCode).toBe(204);
    expect(await fs.readdir(path.join(dataDir, 'files', 'program-files'))).toHaveLength(before.length - 1);
    expect((await admin({ method: 'DELETE', url: `/api/program-files/${file.id}` })).json<ApiError>().code).toBe('fileNotFound');
  });
});

/** The entries of a zip, opened with fflate (which checks each CRC), in archive order. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  return Object.entries(unzipSync(new Uint8Array(zip))).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}
