import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { FIRST_PAINT_ID, withFirstPaint } from './first-paint.ts';

const PAGE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/** The document's first paint, as the build writes it beside the app's root. */
beforeEach(() => {
  const painted = new DOMParser().parseFromString(withFirstPaint(PAGE, { markup: '<h1>Conteúdos</h1>', css: 'h1{margin:0}' }), 'text/html');
  document.head.append(painted.getElementById('first-paint-style')!);
  document.body.prepend(painted.getElementById(FIRST_PAINT_ID)!);
});
afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.getElementById('first-paint-style')?.remove();
});

const firstPaintShown = () => document.getElementById(FIRST_PAINT_ID) !== null;
/** After the commit's microtasks, when the browser would paint. */
const afterCommit = () => act(() => Promise.resolve());

function Screen({ step }: { step: 'loading' | 'next-loading' | 'page' }) {
  if (step === 'page') return <p>página</p>;
  // A distinct key: one loading screen unmounts and another mounts in the same commit.
  return <LoadingScreen key={step} />;
}

describe('the first paint of a public page', () => {
  it('stays while loading screens follow one another, and gives way to the first commit that shows the page', async () => {
    const { rerender } = renderInApp(<Screen step="loading" />);
    await afterCommit();
    expect(firstPaintShown()).toBe(true);
    rerender(<Screen step="next-loading" />);
    await afterCommit();
    expect(firstPaintShown()).toBe(true);
    rerender(<Screen step="page" />);
    await afterCommit();
    expect(firstPaintShown()).toBe(false);
    expect(document.getElementById('first-paint-style')).toBeNull();
  });

  it("gives way at once when the app's first commit shows the page", async () => {
    renderInApp(<Screen step="page" />);
    await afterCommit();
    expect(firstPaintShown()).toBe(false);
  });

  it('is written before the app root, with a stylesheet that hides the root while it stands', () => {
    const document = withFirstPaint(PAGE, { markup: '<h1>Conteúdos</h1>', css: '.css-x{color:red}' });
    expect(document).toContain('<div id="first-paint"><h1>Conteúdos</h1></div><div id="root"></div>');
    expect(document).toMatch(/<style id="first-paint-style">\.css-x\{color:red\}#first-paint~#root\{display:none\}<\/style>\s*<\/head>/);
    expect(() => withFirstPaint('<html><head></head><body></body></html>', { markup: '', css: '' })).toThrow(/no <div id="root">/);
  });
});
