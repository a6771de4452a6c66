import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createBlockableHistory, type ShouldBlock } from './blockable-history.ts';

const leavingPath: ShouldBlock = (current, next) => current.pathname !== next.pathname;

function setup(entries = ['/list', '/edit']) {
  const inner = UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  const history = createBlockableHistory(inner);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  let held: (() => void) | null = null;
  const block = (shouldBlock: ShouldBlock = leavingPath) => history.block(shouldBlock, (proceed) => { held = proceed; });
  return { history, seen, block, held: () => held };
}

describe('createBlockableHistory', () => {
  it('lets every navigation through while nothing blocks', () => {
    const { history, seen } = setup();
    history.push('/other');
    history.replace('/third?x=1');
    history.go(-1);
    expect(seen).toEqual(['PUSH /other', 'REPLACE /third', 'POP /edit']);
    expect(history.location.pathname).toBe('/edit');
  });

  it('holds a push the blocker refuses until proceed, and drops it when nobody proceeds', () => {
    const { history, seen, block, held } = setup();
    block();
    history.push('/list');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/edit');
    held()?.();
    expect(seen).toEqual(['PUSH /list']);
    expect(history.location.pathname).toBe('/list');
  });

  it('asks the blocker with the shown and the next path', () => {
    const { history, seen, block, held } = setup();
    block();
    history.replace('/edit#section');
    history.push({ search: '?tab=2' });
    expect(seen).toEqual(['REPLACE /edit', 'PUSH /edit']);
    expect(held()).toBeNull();
  });

  it('undoes a back the blocker refuses, and replays it on proceed', () => {
    const { history, seen, block, held } = setup(['/list', '/edit']);
    block();
    history.go(-1);
    expect(history.location.pathname).toBe('/edit');
    expect(seen).toEqual([]);
    held()?.();
    expect(history.location.pathname).toBe('/list');
    expect(seen).toEqual(['POP /list']);
  });

  it('stops asking once unblocked', () => {
    const { history, seen, block, held } = setup();
    const unblock = block();
    unblock();
    history.go(-1);
    history.push('/x');
    expect(seen).toEqual(['POP /list', 'PUSH /x']);
    expect(held()).toBeNull();
  });

  it('a newer blocker replaces the older one, and the older one cannot remove it', () => {
    const { history, seen, block } = setup();
    const first = block(() => false);
    block();
    first();
    history.push('/list');
    expect(seen).toEqual([]);
  });

  it('leaving the screen without a navigation runs at once, or waits for the blocker', () => {
    const { history, block, held } = setup();
    let left = 0;
    history.leave(() => { left += 1; });
    expect(left).toBe(1);
    block();
    history.leave(() => { left += 1; });
    expect(left).toBe(1);
    held()?.();
    expect(left).toBe(2);
    expect(history.location.pathname).toBe('/edit');
  });
});
