import createCache from '@emotion/cache';

/**
 * The app's emotion cache. Rules compiled during a render (app/style-insertion.ts) wait here for
 * the commit, which adds them in one <style> element: one parse for the browser however many
 * components the commit brings. Rules inserted any other way are added at once, as emotion does.
 */
export const styleCache = createCache({ key: 'css' });

const { sheet } = styleCache;
const insertNow = sheet.insert.bind(sheet);
const pending: string[] = [];
let compiling = false;

sheet.insert = (rule: string) => {
  if (compiling) pending.push(rule);
  else insertNow(rule);
};

/** Runs emotion's insertion of a component's styles with its rules held for the commit. */
export function compileForCommit(insert: () => unknown): void {
  compiling = true;
  try {
    insert();
  } finally {
    compiling = false;
  }
}

/** Adds the rules held since the last commit, in their order, after the ones already added. */
export function addPendingStyles(): void {
  if (pending.length === 0) return;
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', sheet.key);
  if (sheet.nonce !== undefined) tag.setAttribute('nonce', sheet.nonce);
  tag.textContent = pending.join('');
  pending.length = 0;
  // The sheet places it after its earlier tags, so later rules keep winning ties; a rule inserted
  // at once afterwards goes into it by insertRule, as into any of emotion's own tags.
  sheet.hydrate([tag]);
}
