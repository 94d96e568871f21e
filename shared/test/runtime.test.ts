import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('the runtime', () => {
  it('runs the tests on Node.js 24, the version the project declares', () => {
    const root = path.resolve(__dirname, '../..');
    const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe('>=24 <25');
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });
});
