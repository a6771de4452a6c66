/**
 * Runs `run` once `element` comes within `margin` of the viewport (at once where there is no
 * IntersectionObserver). For content below the fold: a page load never pays for it, a scroll
 * towards it starts it ahead of time. Returns a function that cancels it.
 */
export function whenNearView(element: Element, run: () => void, margin = '400px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    run();
  }, { rootMargin: margin });
  observer.observe(element);
  return () => observer.disconnect();
}
