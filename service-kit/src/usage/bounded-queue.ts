/**
 * A first-in first-out queue of fixed capacity over a ring buffer: adding is O(1) and never fails.
 * When full, the oldest item makes room for the newest, and the loss is counted, because fresh usage
 * says more about the present than stale usage does.
 */
export class BoundedQueue<Item> {
  private readonly items: Array<Item | undefined>;
  private head = 0;
  private length = 0;
  private droppedCount = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`queue capacity must be a positive integer, not ${capacity}`);
    this.items = new Array<Item | undefined>(capacity);
  }

  get size(): number {
    return this.length;
  }

  /** Items pushed out to make room since the queue was made. */
  get dropped(): number {
    return this.droppedCount;
  }

  push(item: Item): void {
    if (this.length === this.capacity) {
      this.items[this.head] = undefined;
      this.head = (this.head + 1) % this.capacity;
      this.length -= 1;
      this.droppedCount += 1;
    }
    this.items[(this.head + this.length) % this.capacity] = item;
    this.length += 1;
  }

  /** Removes and returns up to `count` of the oldest items, oldest first. */
  take(count: number): Item[] {
    const taken: Item[] = [];
    while (taken.length < count && this.length > 0) {
      taken.push(this.items[this.head] as Item);
      this.items[this.head] = undefined;
      this.head = (this.head + 1) % this.capacity;
      this.length -= 1;
    }
    return taken;
  }
}
