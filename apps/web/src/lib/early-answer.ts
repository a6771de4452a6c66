/**
 * Requests a page sends as the app boots, beside its chunks rather than after they load and render
 * (app/lazy-pages.ts `preloadScreenOf`): `start(key)` sends one once, and the query's first run
 * `take`s its answer instead of asking again; later runs ask anew.
 */
export function earlyAnswers<K, T>(request: (key: K, signal?: AbortSignal) => Promise<T>) {
  const early = new Map<K, Promise<T>>();
  return {
    start(key: K): Promise<T> {
      let answer = early.get(key);
      if (!answer) {
        answer = request(key);
        answer.catch(() => undefined);
        early.set(key, answer);
      }
      return answer;
    },
    take(key: K, signal?: AbortSignal): Promise<T> {
      const answer = early.get(key);
      early.delete(key);
      return answer ?? request(key, signal);
    },
  };
}
