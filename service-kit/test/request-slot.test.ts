import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { requestSlot } from '../src/http/request-slot';

const newRequest = (): IncomingMessage => new IncomingMessage(new Socket());

describe('requestSlot', () => {
  it('gives back what was left on a request, and nothing on another request', () => {
    const route = requestSlot<{ label: string }>('route');
    const first = newRequest();
    const second = newRequest();
    route.set(first, { label: 'searchPattern' });
    expect(route.get(first)).toEqual({ label: 'searchPattern' });
    expect(route.get(second)).toBeUndefined();
    route.set(first, { label: 'getWord' });
    expect(route.get(first)).toEqual({ label: 'getWord' });
  });

  it('keeps two slots of the same name apart', () => {
    const one = requestSlot<number>('attempts');
    const other = requestSlot<number>('attempts');
    const req = newRequest();
    one.set(req, 1);
    other.set(req, 2);
    expect([one.get(req), other.get(req)]).toEqual([1, 2]);
  });

  it('adds nothing to the keys a request lists (what a serializer walks)', () => {
    const tab = requestSlot<{ client: string }>('tab');
    const req = newRequest();
    const keysBefore = Object.keys(req);
    tab.set(req, { client: '192.0.2.1' });
    expect(Object.keys(req)).toEqual(keysBefore);
  });
});
