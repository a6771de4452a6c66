import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { DoctorProgramNotice } from './doctor-program-notice.tsx';

const markSeen = vi.fn();
vi.mock('@/lib/auth/session.ts', () => ({ useSession: () => ({ user: { type: 'DOCTOR', programId: 1 } }) }));
vi.mock('../api/program-notice.ts', () => ({
  useProgramNoticeQuery: () => ({ data: { show: true } }),
  useMarkProgramNoticeSeen: () => ({ mutate: markSeen }),
}));

describe('the programme notice to its doctors', () => {
  it('shows in the page, above the form, with no placeholder date, and is remembered as seen', async () => {
    renderInApp(<main><DoctorProgramNotice /><h1>Solicitar exames</h1></main>);
    const notice = await screen.findByTestId('doctor-program-notice');
    expect(notice.textContent).toContain('um único laboratório');
    expect(notice.textContent).not.toMatch(/data informada/);
    // In the page's flow (not a toast floating over the top bar): the title follows it.
    expect(notice.closest('.MuiSnackbar-root')).toBeNull();
    expect(notice.nextElementSibling?.tagName).toBe('H1');
    expect(markSeen).toHaveBeenCalledTimes(1);
  });
});
