import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Page } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { renderInApp, withViewportWidth } from '@/test/render.tsx';
import { DataTable } from './index.ts';
import type { DataTableColumn, TableQuery } from './types.ts';

interface City { id: number; name: string; state: string }

/** 23 cities, named so their alphabetical order is not the order given. */
const CITIES: City[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Cidade ${String.fromCharCode(90 - i)}`, // Cidade Z, Cidade Y, …, Cidade D
  state: i % 2 === 0 ? 'SP' : 'RJ',
}));

const columns: DataTableColumn<City>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'state', header: 'UF' },
];

/** The first cell of each body row, as shown. */
const shownNames = () => screen.getAllByTestId('data-table-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('shows the first page of a local list and moves between pages with the pager', async () => {
    const { user, location } = renderInApp(<DataTable<City> label="Cidades" columns={columns} getRowId={(c) => c.id} rows={CITIES} />);

    const table = screen.getByRole('table', { name: 'Cidades' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'UF']);
    expect(shownNames()).toEqual(CITIES.slice(0, 10).map((c) => c.name));
    expect(screen.getByText('1–10 de 23')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(shownNames()).toEqual(CITIES.slice(10, 20).map((c) => c.name));
    expect(screen.getByText('11–20 de 23')).toBeTruthy();
    // The page is kept in the address, so a reload or a shared link shows the same page.
    expect(location().search).toBe('?page=1');

    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    expect(shownNames()).toEqual(CITIES.slice(20).map((c) => c.name));
    expect(screen.getByRole('button', { name: /próxima página/i }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: /página anterior/i }));
    expect(screen.getByText('11–20 de 23')).toBeTruthy();
  });

  it('sorts by a sortable column, and a second click reverses the order', async () => {
    const { user } = renderInApp(<DataTable<City> label="Cidades" columns={columns} getRowId={(c) => c.id} rows={CITIES} />);
    const header = screen.getByRole('columnheader', { name: 'Nome' });
    expect(header.getAttribute('aria-sort')).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'Nome' }));
    const ascending = [...CITIES].map((c) => c.name).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(shownNames()).toEqual(ascending.slice(0, 10));
    expect(screen.getByRole('columnheader', { name: 'Nome' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(screen.getByRole('columnheader', { name: 'Nome' })).getByRole('button', { name: 'Nome' }));
    expect(shownNames()).toEqual([...ascending].reverse().slice(0, 10));
    expect(screen.getByRole('columnheader', { name: 'Nome' }).getAttribute('aria-sort')).toBe('descending');
    // A column without `sortable` offers nothing to click.
    expect(within(screen.getByRole('columnheader', { name: 'UF' })).queryByRole('button')).toBeNull();
  });

  it('says the list is empty, in its own words when the screen gives them', () => {
    const { unmount } = renderInApp(<DataTable<City> columns={columns} getRowId={(c) => c.id} rows={[]} />);
    expect(screen.getByTestId('data-table-empty').textContent).toBe('Nenhum registro encontrado');
    expect(screen.queryAllByTestId('data-table-row')).toHaveLength(0);
    unmount();

    renderInApp(<DataTable<City> columns={columns} getRowId={(c) => c.id} rows={[]} emptyText="Nenhuma cidade cadastrada" />);
    expect(screen.getByTestId('data-table-empty').textContent).toBe('Nenhuma cidade cadastrada');
  });

  it('asks the server for the page, sort and search on screen', async () => {
    const fetchPage = vi.fn((query: TableQuery): Promise<Page<City>> => {
      const list = query.order === 'desc' ? [...CITIES].reverse() : CITIES;
      return Promise.resolve({ data: list.slice(query.skip, query.skip + query.take), total: CITIES.length });
    });
    const { user } = renderInApp(
      <DataTable<City> label="Cidades" columns={columns} getRowId={(c) => c.id} queryKey={['cities']} fetchPage={(q) => fetchPage(q)} />,
    );

    await waitFor(() => expect(shownNames()).toEqual(CITIES.slice(0, 10).map((c) => c.name)));
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, take: 10, filters: {} });

    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ skip: 10, take: 10, filters: {} }));
    await waitFor(() => expect(shownNames()[0]).toBe(CITIES[10]!.name));

    // Sorting goes back to the first page.
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, take: 10, sort: 'name', order: 'asc', filters: {} }));

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'Cidade Q{Enter}');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, take: 10, filter: 'Cidade Q', sort: 'name', order: 'asc', filters: {} }));
  });

  it('shows an error in place when the list cannot be loaded, and tells the screen', async () => {
    const failure = new ApiError(403, 'forbidden', 'Sem permissão');
    const onError = vi.fn();
    renderInApp(
      <DataTable<City> columns={columns} getRowId={(c) => c.id} queryKey={['cities', 'failing']} fetchPage={() => Promise.reject(failure)}
        onError={onError} />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível carregar os dados. Tente novamente.');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByTestId('data-table-empty').textContent).toBe('Nenhum registro encontrado');
  });

  it('asks before removing a row, naming it, and removes only once confirmed', async () => {
    const remove = vi.fn();
    const { user } = renderInApp(
      <DataTable<City> columns={columns} getRowId={(c) => c.id} rows={CITIES.slice(0, 2)} remove={{ onConfirm: remove }} />,
    );

    await user.click(screen.getAllByRole('button', { name: 'Excluir' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro' });
    expect(within(dialog).getByText(`Deseja realmente excluir "${CITIES[1]!.name}"? Esta ação não pode ser desfeita.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('button', { name: 'Excluir' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(CITIES[0]);
  });

  it('on a phone stacks each row as a card, every value under its column name, and moves the filters to a drawer', async () => {
    await withViewportWidth(375, async () => {
      const { user } = renderInApp(
        <DataTable<City> columns={columns} getRowId={(c) => c.id} rows={CITIES.slice(0, 3)}
          filters={[{ key: 'state', label: 'UF', options: [{ value: 'SP', label: 'São Paulo' }, { value: 'RJ', label: 'Rio de Janeiro' }] }]} />,
      );

      const row = screen.getAllByTestId('data-table-row')[0]!;
      expect(getComputedStyle(row).display).toBe('block');
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Nome', 'UF']);
      // The column headers give way to the labels inside each card.
      expect(screen.queryByRole('columnheader', { name: 'UF' })).toBeNull();
      expect(getComputedStyle(screen.getByText('UF', { selector: 'th' })).display).toBe('none');

      expect(screen.queryByTestId('data-table-filter-state')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Filtros' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
      expect(within(drawer).getByTestId('data-table-filter-state')).toBeTruthy();
    });
  });

  it('keeps rows as table rows and the filters in the toolbar from tablet width up', () => {
    renderInApp(
      <DataTable<City> columns={columns} getRowId={(c) => c.id} rows={CITIES.slice(0, 3)}
        filters={[{ key: 'state', label: 'UF', options: [{ value: 'SP', label: 'São Paulo' }] }]} />,
    );
    expect(getComputedStyle(screen.getAllByTestId('data-table-row')[0]!).display).not.toBe('block');
    expect(screen.getByRole('columnheader', { name: 'UF' })).toBeTruthy();
    expect(screen.getByTestId('data-table-filter-state')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filtros' })).toBeNull();
  });
});
