import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderInApp } from '@/test/render.tsx';
import { useSession } from '@/lib/auth/session.ts';
import { OVERLAY_DELAY_MS } from './global-loading-overlay.tsx';

/** A fetch whose answers the test releases. */
function holdFetch() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => {
    waiting.push(() => { resolve(new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'Content-Type': 'application/json' } })); });
  })));
  return { release: () => { for (const answer of waiting.splice(0)) answer(); }, calls: () => waiting.length };
}

function SessionReader() {
  const { status } = useSession();
  return <p>{status}</p>;
}

function SlowList() {
  useQuery({ queryKey: ['slow-list'], queryFn: () => new Promise<never>(() => undefined) });
  return <p>lista</p>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => { vi.unstubAllGlobals(); });

describe('GlobalLoadingOverlay', () => {
  it('shows while the session is fetched for longer than its delay, and goes when it answers', async () => {
    const fetch = holdFetch();
    renderInApp(<SessionReader />);
    await waitFor(() => { expect(fetch.calls()).toBe(1); });
    await screen.findByTestId('global-loading');
    fetch.release();
    await screen.findByText('anonymous');
    await waitFor(() => { expect(screen.queryByTestId('global-loading')).toBeNull(); });
  });

  it('stays away while only lists are fetched, with several queries mounted', async () => {
    renderInApp(<>{Array.from({ length: 5 }, (_, i) => <SlowList key={i} />)}</>);
    await pause(OVERLAY_DELAY_MS + 200);
    expect(screen.queryByTestId('global-loading')).toBeNull();
  });
});
