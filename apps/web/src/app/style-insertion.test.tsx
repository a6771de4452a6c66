import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { styleCache } from './style-cache.ts';
import { useInsertionEffectAlwaysWithSyncFallback } from './style-insertion.ts';

const componentTags = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];
/** Whether a rule for the selector is in the document, added in a batch or by insertRule. */
const inDocument = (selector: string) =>
  componentTags().some((tag) => tag.textContent.includes(selector) || [...(tag.sheet?.cssRules ?? [])].some((r) => r.cssText.includes(selector)));

/** What each Styled saw of its own rule while it rendered. */
const seenDuringRender = new Map<string, boolean>();

/** A component whose styles emotion would insert: one rule, through the app's insertion hook. */
function Styled({ name }: { name: string }) {
  useInsertionEffectAlwaysWithSyncFallback(() => { styleCache.sheet.insert(`.${name}{color:rgb(1, 2, 3)}`); });
  seenDuringRender.set(name, inDocument(`.${name}`));
  return <span className={name}>{name}</span>;
}

let n = 0;
const unique = (base: string) => `${base}-${String(++n)}`;

// Other files of the worker share the cache and its tags: each test looks at the tags it added.
let earlier = new Set<HTMLStyleElement>();
const addedTags = () => componentTags().filter((tag) => !earlier.has(tag));
beforeEach(() => { earlier = new Set(componentTags()); });
afterEach(() => { seenDuringRender.clear(); });

describe('the app style cache', () => {
  it('holds the rules compiled in a render until the commit, then adds them in one style element, in order', () => {
    const [first, second] = [unique('first'), unique('second')];
    render(<><Styled name={first} /><Styled name={second} /></>);
    expect(Object.fromEntries(seenDuringRender)).toEqual({ [first]: false, [second]: false });
    const tags = addedTags();
    expect(tags).toHaveLength(1);
    const text = tags[0]!.textContent;
    expect(text.indexOf(`.${first}`)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(`.${second}`)).toBeGreaterThan(text.indexOf(`.${first}`));
  });

  it('adds a later commit’s rules after the earlier ones', () => {
    const [early, late] = [unique('early'), unique('late')];
    render(<Styled name={early} />);
    render(<Styled name={late} />);
    const at = (name: string) => addedTags().findIndex((tag) => tag.textContent.includes(`.${name}`));
    expect(at(early)).toBeGreaterThanOrEqual(0);
    expect(at(late)).toBeGreaterThan(at(early));
  });

  it('adds a rule inserted outside a render at once', () => {
    const outside = unique('outside');
    styleCache.sheet.insert(`.${outside}{color:red}`);
    expect(inDocument(`.${outside}`)).toBe(true);
  });
});
