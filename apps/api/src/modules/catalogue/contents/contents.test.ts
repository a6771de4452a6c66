import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError, ContentPost, ContentPostSummary, ContentTag } from '@portal/domain';
import { cmsHttpClient } from '#integrations/cms/http-client.ts';
import { createTestApp, useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { fakeServer, json as answer, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';

let t: TestApp;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
});

const get = (url: string, as?: Client) => (as ?? t.anon)({ method: 'GET', url });

describe('contents (simulator)', () => {
  it('lists a programme\'s posts to a visitor, newest first, without their bodies', async () => {
    const res = await get('/api/integration/cms/get-posts/bemestar/PORTAL_MEDICO');
    expect(res.statusCode).toBe(200);
    const posts = res.json<ContentPostSummary[]>();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.map((p) => p.category)).toContain('Perguntas frequentes');
    expect(posts[0]).not.toHaveProperty('body');
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    expect(posts.find((p) => p.url === 'novas-diretrizes-cancer-de-mama')?.tags.map((x) => x.name)).toEqual(['Oncologia']);
  });

  it('reads one post by slug or by document id, the same to a visitor and a signed-in doctor', async () => {
    const bySlug = await get('/api/integration/cms/get-posts/BEMESTAR/PORTAL_MEDICO/como-solicitar-exames-pelo-portal');
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json<ContentPost>();
    expect(post.body).toContain('<strong>Solicitações de exames</strong>');
    const byId = await get(`/api/integration/cms/get-posts/BEMESTAR/PORTAL_MEDICO/${post.documentId}`, doctor);
    expect(byId.json<ContentPost>()).toEqual(post);
  });

  it('answers contentNotFound for a post the programme does not have', async () => {
    const other = await get('/api/integration/cms/get-posts/BEMESTAR/PORTAL_MEDICO/faq-descontos-em-farmacias');
    expect([other.statusCode, other.json<ApiError>().code]).toEqual([404, 'contentNotFound']);
  });

  it('lists tags with their colours', async () => {
    const tags = (await get('/api/integration/cms/get-tags/ABRACARAVIDA/PORTAL_MEDICO')).json<ContentTag[]>();
    expect(tags).toContainEqual({ id: 21, documentId: 'tag-21', name: 'Cardiologia', color: '#c62828' });
  });

  it('refuses an unknown programme or portal', async () => {
    const unknown = await get('/api/integration/cms/get-tags/NAOEXISTE/PORTAL_MEDICO');
    expect([unknown.statusCode, unknown.json<ApiError>().code]).toEqual([404, 'programNotFound']);
    const portal = await get('/api/integration/cms/get-posts/BEMESTAR/PORTAL_PACIENTE');
    expect([portal.statusCode, portal.json<ApiError>().code]).toEqual([400, 'validation']);
  });
});

describe('CMS HTTP client against a local fake server', () => {
  const servers: FakeServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });

  const wirePost = {
    id: 7, documentId: 'abc123', title: 'Novidade', url: 'novidade', description: 'Resumo', body: '<p>Texto</p>',
    publishedAt: '2026-11-01T10:00:00.000Z', category: { name: 'Novidades' },
    tags: [{ id: 3, documentId: 't3', name: 'Programa', color: '#2e7d32' }, { name: 'sem id' }],
    image: { alternativeText: 'Capa', url: '/uploads/capa.png', formats: { large: { url: '' }, medium: { url: '/uploads/medium_capa.png' }, small: { url: '/uploads/small_capa.png' } } },
  };

  it('reads posts, a post and tags in the CMS\'s shape, with the thumbnail as the first non-empty format', async () => {
    const server = await fakeServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      if (url.pathname === '/api/posts' && url.searchParams.get('filters[$or][0][documentId][$eq]') === 'nada') answer(res, 200, { data: [] });
      else if (url.pathname === '/api/posts') answer(res, 200, { data: [wirePost, { id: 8, title: 'sem url' }] });
      else if (url.pathname === '/api/tags') answer(res, 200, { data: [{ id: 3, documentId: 't3', name: 'Programa', color: null }] });
      else answer(res, 500, {});
    });
    servers.push(server);
    const client = cmsHttpClient({ baseUrl: `${server.url}/`, token: 'segredo' });
    const expected: ContentPost = {
      id: 7, documentId: 'abc123', title: 'Novidade', url: 'novidade', description: 'Resumo', category: 'Novidades',
      tags: [{ id: 3, documentId: 't3', name: 'Programa', color: '#2e7d32' }],
      image: { thumbnailUrl: `${server.url}/uploads/medium_capa.png`, alternativeText: 'Capa' },
      body: '<p>Texto</p>', publishedAt: '2026-11-01T10:00:00.000Z',
    };
    expect(await client.posts('BEMESTAR', 'PORTAL_MEDICO')).toEqual([expected]);
    expect(await client.post('BEMESTAR', 'PORTAL_MEDICO', 'abc123')).toEqual(expected);
    expect(await client.post('BEMESTAR', 'PORTAL_MEDICO', 'nada')).toBeNull();
    expect(await client.tags('BEMESTAR', 'PORTAL_MEDICO')).toEqual([{ id: 3, documentId: 't3', name: 'Programa', color: null }]);

    const first = new URL(server.requests[0]!.url, 'http://x');
    expect(first.searchParams.get('filters[program][$eqi]')).toBe('BEMESTAR');
    expect(first.searchParams.get('filters[portal][$eq]')).toBe('PORTAL_MEDICO');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer segredo');
  });

  it('throws on a failing or malformed answer, which the API turns into 502 failedToLoadContents', async () => {
    const server = await fakeServer((req, res) => (req.url.startsWith('/api/tags') ? answer(res, 200, { nope: true }) : answer(res, 503, {})));
    servers.push(server);
    const client = cmsHttpClient({ baseUrl: server.url });
    await expect(client.posts('BEMESTAR', 'PORTAL_MEDICO')).rejects.toThrow(/503/);
    await expect(client.tags('BEMESTAR', 'PORTAL_MEDICO')).rejects.toThrow(/no data/);

    const failing = await createTestApp({ cms: { provider: 'http', baseUrl: server.url, token: undefined } });
    try {
      const res = await failing.anon({ method: 'GET', url: '/api/integration/cms/get-posts/BEMESTAR/PORTAL_MEDICO' });
      expect([res.statusCode, res.json<ApiError>().code]).toEqual([502, 'failedToLoadContents']);
    } finally {
      await failing.close();
    }
  });
});
