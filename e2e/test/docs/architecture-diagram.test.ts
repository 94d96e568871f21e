import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ARCHITECTURE.md's package diagram against the packages themselves: every arrow `a --> b` of its
 * mermaid block is a `@lexicon/*` entry in a's package.json `dependencies`, and every such entry is an
 * arrow. A dependency added or dropped without its arrow, or an arrow left after its dependency is
 * gone, fails here. Dotted arrows (`-.->`, HTTP) are no import and must not be one.
 */
const ROOT = path.resolve(__dirname, '../../..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const readPackage = (folder: string): PackageJson => JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as PackageJson;

const WORKSPACES = readPackage('.').workspaces ?? [];

/** The workspace folder of each @lexicon package, and the @lexicon packages each one depends on. */
function dependencyGraph(): { folderOf: Map<string, string>; arrows: Set<string> } {
  const folderOf = new Map<string, string>();
  for (const folder of WORKSPACES) folderOf.set(readPackage(folder).name, folder);
  const arrows = new Set<string>();
  for (const folder of WORKSPACES) {
    for (const dependency of Object.keys(readPackage(folder).dependencies ?? {})) {
      const target = folderOf.get(dependency);
      if (target !== undefined) arrows.add(`${folder} --> ${target}`);
    }
  }
  return { folderOf, arrows };
}

/** The diagram's nodes (id → the folder it is labelled with, or its id) and its arrows, solid and dotted, by folder. */
function diagram(): { nodes: Set<string>; solid: Set<string>; dotted: Set<string> } {
  const page = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const block = /```mermaid\nflowchart [A-Z]{2}\n([\s\S]*?)```/.exec(page)?.[1];
  if (block === undefined) throw new Error('ARCHITECTURE.md has no mermaid flowchart');
  const NODE = String.raw`([A-Za-z][\w-]*)(?:\[([^\]]+)\])?`;
  const line = new RegExp(String.raw`^\s*${NODE}\s*(-->|-\.->)(?:\|[^|]*\|)?\s*${NODE}\s*$`);
  const labels = new Map<string, string>();
  const edges: Array<{ from: string; to: string; dotted: boolean }> = [];
  for (const text of block.split('\n').filter((row) => row.trim() !== '')) {
    const match = line.exec(text);
    if (match === null) throw new Error(`a line of the diagram that is not an arrow: "${text.trim()}"`);
    const [, from, fromLabel, arrow, to, toLabel] = match as unknown as [string, string, string | undefined, string, string, string | undefined];
    if (fromLabel !== undefined) labels.set(from, fromLabel);
    if (toLabel !== undefined) labels.set(to, toLabel);
    edges.push({ from, to, dotted: arrow === '-.->' });
  }
  const folder = (id: string): string => labels.get(id) ?? id;
  const nodes = new Set(edges.flatMap(({ from, to }) => [folder(from), folder(to)]));
  const solid = new Set(edges.filter((edge) => !edge.dotted).map(({ from, to }) => `${folder(from)} --> ${folder(to)}`));
  const dotted = new Set(edges.filter((edge) => edge.dotted).map(({ from, to }) => `${folder(from)} --> ${folder(to)}`));
  return { nodes, solid, dotted };
}

describe("ARCHITECTURE.md's package diagram", () => {
  const graph = dependencyGraph();
  const drawn = diagram();

  it('names every workspace by its folder, and nothing else', () => {
    expect([...drawn.nodes].sort()).toEqual([...WORKSPACES].sort());
  });

  it("has an arrow for each package's @lexicon dependency, and no other", () => {
    const missing = [...graph.arrows].filter((arrow) => !drawn.solid.has(arrow)).sort();
    const extra = [...drawn.solid].filter((arrow) => !graph.arrows.has(arrow)).sort();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('draws HTTP (dotted) where there is no import', () => {
    for (const arrow of drawn.dotted) expect(graph.arrows.has(arrow)).toBe(false);
  });
});
