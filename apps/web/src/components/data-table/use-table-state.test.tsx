import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { useTableState, type TableStateApi } from './use-table-state.ts';

/** Hands the test the table state of each render. */
function Harness({ onRender }: { onRender: (api: TableStateApi) => void }) {
  const api = useTableState();
  useEffect(() => onRender(api));
  return null;
}

describe('the table state in the address', () => {
  it('keeps a change the router has not rendered yet when the next one is written', () => {
    let rendered: TableStateApi | undefined;
    const { location } = renderInApp(<Harness onRender={(api) => { rendered ??= api; }} />, { path: '/?sort=name' });
    // Two changes from the same render, as when the rows are chosen while the search's change of
    // address is still rendering in its transition: the second builds on the first.
    act(() => {
      rendered!.setSearch('ana');
      rendered!.setRows(50);
    });
    const params = new URLSearchParams(location().search);
    expect(params.get('filter')).toBe('ana');
    expect(params.get('rows')).toBe('50');
    expect(params.get('sort')).toBe('name');
  });
});
