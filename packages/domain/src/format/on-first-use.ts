/**
 * A value made on its first use, then kept. The Intl formatters are made this way: the first one a
 * page creates loads the browser's time-zone and calendar data, 40–60 ms of a phone's main thread,
 * which importing a module must not spend on the way to a screen's first paint (decision 0101).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
