import { useInsertionEffect } from 'react';
import { addPendingStyles, compileForCommit } from './style-cache.ts';

/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks in the app (vite.config.ts alias).
 * Emotion compiles a component's styles and inserts them rule by rule in an insertion effect, so
 * inside the commit: a screen's first commit was one long task, mostly that (decision 0104). Here
 * they are compiled in the render, which React slices into short tasks in a transition, and the
 * commit adds what it brings in one batch (app/style-cache.ts).
 */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => unknown): void {
  compileForCommit(insert);
  useInsertionEffect(addPendingStyles);
}

/** Emotion's Global keeps its own sheet and its insertion effect. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
