/**
 * Group commit (decision 0093): what arrives while a run is in flight waits for the next run, which
 * takes all of it, up to `max`; what arrives alone runs at once. Under load one statement carries
 * dozens of items instead of one. `run` answers each of its items itself, failures included, and
 * never rejects.
 */
export class GroupCommit<T> {
  private waiting: T[] = [];
  private busy = false;

  constructor(private readonly max: number, private readonly run: (items: T[]) => Promise<void>) {}

  add(item: T): void {
    this.waiting.push(item);
    this.kick();
  }

  private kick(): void {
    if (this.busy || this.waiting.length === 0) return;
    const items = this.waiting.splice(0, this.max);
    this.busy = true;
    void this.run(items).finally(() => {
      this.busy = false;
      this.kick();
    });
  }
}
