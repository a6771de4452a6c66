import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { LibraryTargetPickers, type LibraryTarget } from './library-target-pickers.tsx';

const targets = vi.fn(({ query }: { query: { groupId?: number } }) => Promise.resolve(
  query.groupId === undefined ? [{ id: 1, name: 'Painel genético' }, { id: 2, name: 'Hemograma' }]
    : query.groupId === 1 ? [{ id: 10, name: 'BRCA1/2' }] : [{ id: 20, name: 'Glicemia' }],
));
vi.mock('@/lib/api.ts', () => ({ api: { programFiles: { targets: (input: { query: { groupId?: number } }) => targets(input) } } }));

const changes = vi.fn();
function Harness() {
  const [value, setValue] = useState<LibraryTarget>({});
  const change = (next: LibraryTarget) => { changes(next); setValue(next); };
  return <LibraryTargetPickers programId={7} procedureType="CLINICAL_EXAMINATION" value={value} onChange={change} />;
}

describe('the library upload\'s group and item pickers', () => {
  it('offers the item only after a group, lists that group\'s items, and clears the item when the group changes', async () => {
    const { user } = renderInApp(<Harness />);
    const group = screen.getByRole('combobox', { name: 'Grupo (opcional)' });
    const item = screen.getByRole('combobox', { name: 'Item do grupo (opcional)' });
    expect(item.getAttribute('aria-disabled')).toBe('true');

    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Painel genético' }));
    expect(changes).toHaveBeenLastCalledWith({ groupId: 1 });
    await waitFor(() => expect(item.getAttribute('aria-disabled')).toBeNull());
    await user.click(item);
    await user.click(await screen.findByRole('option', { name: 'BRCA1/2' }));
    expect(changes).toHaveBeenLastCalledWith({ groupId: 1, itemId: 10 });

    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Hemograma' }));
    expect(changes).toHaveBeenLastCalledWith({ groupId: 2 });
    await user.click(item);
    expect(await screen.findByRole('option', { name: 'Glicemia' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'BRCA1/2' })).toBeNull();
    expect(targets).toHaveBeenCalledWith({ query: { programId: 7, procedureType: 'CLINICAL_EXAMINATION', groupId: 2 } });
  });
});
