/**
 * Runs `task` once the browser has painted the current frame: a frame callback runs just before the
 * paint, and a timer set there fires after it. Returns the cancel function, for an effect's cleanup.
 * A hidden tab paints no frame, so there the task waits until the tab is shown.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
