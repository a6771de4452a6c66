/** Spec §2: the page breaks out of frames (the API also sends frame-ancestors 'none'). */
export function breakOutOfFrames(): void {
  if (window.top && window.top !== window.self) {
    try {
      window.top.location.href = window.self.location.href;
    } catch {
      window.self.location.href = 'about:blank';
    }
  }
}
