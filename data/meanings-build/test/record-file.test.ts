import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareUtf8, encodeRecordFile, RecordFile } from '../src/record-file';

describe('record file', () => {
  it('finds every key across many blocks, and none that is absent before, between or after them', () => {
    const records = new Map<string, string>();
    // 1,000 keys (16 blocks), sorted by bytes not by insertion: ä after z, as UTF-8 orders it.
    for (let i = 0; i < 1_000; i += 1) records.set(`k${String(i * 2).padStart(5, '0')}${i % 7 === 0 ? 'ä' : ''}`, JSON.stringify({ value: i, text: 'x'.repeat(i % 50) }));
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'records-')), 'table.bin');
    writeFileSync(file, encodeRecordFile('TEST', { name: 'header' }, records));
    const table = RecordFile.open<{ name: string }>(file, 'TEST');
    expect(table.header).toEqual({ name: 'header' });
    expect(table.count).toBe(1_000);
    for (const [key, value] of records) expect(table.lookup(key)).toBe(value);
    for (const absent of ['a', 'k00001', 'k01999', 'k99999', 'z', '']) expect(table.lookup(absent)).toBeUndefined();
    const keys = [...table.entries()].map(([key]) => key);
    expect(keys).toEqual([...records.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    table.close();
  });

  it('orders strings as their UTF-8 bytes, a character past U+FFFF after one near it', () => {
    const words = ['z', 'ä', 'a', '\u{1F600}', '\uFF21', 'ab', '', 'a\u{10000}b', 'a\uE000'];
    const byBytes = [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...words].sort(compareUtf8)).toEqual(byBytes);
  });

  it('refuses a file of another kind', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'records-')), 'other.bin');
    writeFileSync(file, encodeRecordFile('LXB1', {}, new Map()));
    expect(() => RecordFile.open(file, 'LXM1')).toThrow('not a LXM1 file');
    expect(RecordFile.open(file, 'LXB1').lookup('anything')).toBeUndefined();
  });
});
