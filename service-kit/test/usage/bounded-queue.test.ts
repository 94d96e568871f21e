import { BoundedQueue } from '../../src';

describe('the bounded usage queue', () => {
  it('hands items out oldest first, in batches', () => {
    const queue = new BoundedQueue<number>(5);
    [1, 2, 3, 4].forEach((item) => queue.push(item));
    expect(queue.take(3)).toEqual([1, 2, 3]);
    expect(queue.take(3)).toEqual([4]);
    expect(queue.size).toBe(0);
  });

  it('when full, drops the oldest item for the newest and counts each drop', () => {
    const queue = new BoundedQueue<number>(3);
    for (let item = 1; item <= 10; item += 1) queue.push(item);
    expect(queue.size).toBe(3);
    expect(queue.dropped).toBe(7);
    expect(queue.take(10)).toEqual([8, 9, 10]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new BoundedQueue(0)).toThrow(RangeError);
  });
});
