/**
 * Builds a minimal weighted DAWG (directed acyclic word graph) from words given in strictly increasing
 * order, with the incremental algorithm of Daciuk, Mihov, Watson and Watson (2000): each word shares
 * its prefix with the previous one, and once a suffix can no longer change it is merged with an
 * equal, already registered one. Memory stays proportional to the minimal graph, not to the list.
 *
 * A node's weight is the number of dictionary words ending there (several spellings can fold to one
 * sequence of letters). Weights take part in node equality, so counts stay exact after merging.
 */

export interface DawgArrays {
  /** Node n's edges are edges[firstEdge[n] .. firstEdge[n + 1]), ordered by letter. */
  firstEdge: Uint32Array;
  /** Per edge: target node × 256 + letter index. */
  edges: Uint32Array;
  /** Words ending at the node (0 when the node is not the end of a word). */
  weight: Uint8Array;
  /** Words in the node's sub-graph, its own weight included: the basis of exact totals and ranks. */
  wordCount: Uint32Array;
  /** The root is the last node: nodes are numbered children before parents. */
  root: number;
}

export const MAX_LETTERS = 256;
const MAX_NODES = 1 << 24;
const MAX_WEIGHT = 255;

interface BuildNode {
  letters: number[];
  children: BuildNode[];
  weight: number;
  id: number;
}

const newNode = (): BuildNode => ({ letters: [], children: [], weight: 0, id: -1 });

export class DawgBuilder {
  private readonly root = newNode();
  private readonly register = new Map<string, BuildNode>();
  private readonly registered: BuildNode[] = [];
  /** The path of the last word inserted; nodes below `minimizedDepth` are not yet merged. */
  private readonly path: BuildNode[] = [this.root];
  private previous: number[] = [];
  private finished = false;

  /** Adds a word as letter indices; words must arrive in strictly increasing order. */
  insert(letters: readonly number[], weight = 1): void {
    if (this.finished) throw new Error('the DAWG is already finished');
    if (weight < 1 || weight > MAX_WEIGHT) throw new Error(`weight ${weight} out of range 1..${MAX_WEIGHT}`);
    let common = 0;
    while (common < letters.length && common < this.previous.length && letters[common] === this.previous[common]) common += 1;
    const inOrder =
      common < letters.length && (common === this.previous.length || (letters[common] as number) > (this.previous[common] as number));
    if (!inOrder) throw new Error(`words must be inserted in strictly increasing order (at ${letters.join(',')})`);

    this.minimize(common);
    let node = this.path[common] as BuildNode;
    for (let i = common; i < letters.length; i += 1) {
      const letter = letters[i] as number;
      if (letter < 0 || letter >= MAX_LETTERS) throw new Error(`letter index ${letter} out of range`);
      const child = newNode();
      node.letters.push(letter);
      node.children.push(child);
      this.path.push(child);
      node = child;
    }
    node.weight = weight;
    this.previous = [...letters];
  }

  /** Merges what is left and lays the graph out in typed arrays. */
  finish(): DawgArrays {
    if (!this.finished) {
      this.minimize(0);
      this.assignId(this.root);
      this.finished = true;
    }
    return this.layout();
  }

  /** Replaces every node on the path deeper than `depth` by its registered equal, or registers it. */
  private minimize(depth: number): void {
    while (this.path.length - 1 > depth) {
      const child = this.path.pop() as BuildNode;
      const parent = this.path[this.path.length - 1] as BuildNode;
      const signature = signatureOf(child);
      const equal = this.register.get(signature);
      if (equal !== undefined) {
        parent.children[parent.children.length - 1] = equal;
      } else {
        this.register.set(signature, child);
        this.assignId(child);
      }
    }
  }

  private assignId(node: BuildNode): void {
    if (this.registered.length >= MAX_NODES) throw new Error('the DAWG has too many nodes for its edge encoding');
    node.id = this.registered.length;
    this.registered.push(node);
  }

  private layout(): DawgArrays {
    const nodes = this.registered;
    const edgeTotal = nodes.reduce((sum, node) => sum + node.letters.length, 0);
    const firstEdge = new Uint32Array(nodes.length + 1);
    const edges = new Uint32Array(edgeTotal);
    const weight = new Uint8Array(nodes.length);
    const wordCount = new Uint32Array(nodes.length);
    let edge = 0;
    for (const node of nodes) {
      firstEdge[node.id] = edge;
      weight[node.id] = node.weight;
      let count = node.weight;
      for (let i = 0; i < node.letters.length; i += 1) {
        const child = node.children[i] as BuildNode;
        edges[edge] = child.id * 256 + (node.letters[i] as number);
        edge += 1;
        // Children are numbered before their parents, so their counts are already known.
        count += wordCount[child.id] as number;
      }
      wordCount[node.id] = count;
    }
    firstEdge[nodes.length] = edge;
    return { firstEdge, edges, weight, wordCount, root: this.root.id };
  }
}

function signatureOf(node: BuildNode): string {
  let signature = String(node.weight);
  for (let i = 0; i < node.letters.length; i += 1) signature += `,${node.letters[i]}:${(node.children[i] as BuildNode).id}`;
  return signature;
}
