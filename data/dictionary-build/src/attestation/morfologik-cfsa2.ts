/**
 * A reader of morfologik's CFSA2 automata (the `.dict` files of morfologik-stemming 2.x dictionaries,
 * such as Polish's polish.dict): a minimal acyclic automaton over bytes whose sequences are the
 * dictionary's entries. The file is a header (`\fsa`, version 0xC6, two bytes of flags, a table of the
 * most frequent labels) and then the nodes, each a list of arcs. An arc is a flags byte (N: the target
 * node follows this node's last arc; L: last arc of its node; F: a sequence ends with this arc; and five
 * bits indexing the label table, 0 meaning the label byte follows), then the target's address as a
 * v-coded integer unless N is set. With the NUMBERS flag each node opens with a v-coded count, skipped here.
 */

const MAGIC = [0x5c, 0x66, 0x73, 0x61]; // `\fsa`
const VERSION = 0xc6;
const TARGET_NEXT = 0x80;
const LAST_ARC = 0x40;
const FINAL_ARC = 0x20;
const LABEL_INDEX_MASK = 0x1f;
/** Flags a CFSA2 file may carry: FLEXIBLE, STOPBIT, NEXTBIT, TAILS, NUMBERS, SEPARATORS. */
const KNOWN_FLAGS = 0x1 | 0x2 | 0x4 | 0x8 | 0x100 | 0x200;
const NUMBERS = 0x100;

export class Cfsa2 {
  private constructor(
    /** The nodes and arcs; offset 0 is the node whose one arc leads to the root. */
    private readonly arcs: Uint8Array,
    private readonly labels: Uint8Array,
    private readonly hasNumbers: boolean,
  ) {}

  static parse(bytes: Uint8Array): Cfsa2 {
    if (bytes.length < 8 || MAGIC.some((byte, index) => bytes[index] !== byte)) throw new Error('not a morfologik automaton (no \\fsa header)');
    if (bytes[4] !== VERSION) throw new Error(`morfologik automaton version 0x${(bytes[4] ?? 0).toString(16)} is not CFSA2 (0xc6)`);
    const flags = ((bytes[5] as number) << 8) | (bytes[6] as number);
    if ((flags & ~KNOWN_FLAGS) !== 0) throw new Error(`CFSA2: unknown flags 0x${flags.toString(16)}`);
    const labelCount = bytes[7] as number;
    const labels = bytes.subarray(8, 8 + labelCount);
    return new Cfsa2(bytes.subarray(8 + labelCount), labels, (flags & NUMBERS) !== 0);
  }

  /** The node every sequence starts from: the target of the first node's one arc. */
  get root(): number {
    return this.target(this.firstArc(0));
  }

  private firstArc(node: number): number {
    if (!this.hasNumbers) return node;
    let offset = node;
    while (((this.arcs[offset++] as number) & 0x80) !== 0);
    return offset;
  }

  private isLast(arc: number): boolean {
    return ((this.arcs[arc] as number) & LAST_ARC) !== 0;
  }

  private isFinal(arc: number): boolean {
    return ((this.arcs[arc] as number) & FINAL_ARC) !== 0;
  }

  private label(arc: number): number {
    const index = (this.arcs[arc] as number) & LABEL_INDEX_MASK;
    return index > 0 ? (this.labels[index] as number) : (this.arcs[arc + 1] as number);
  }

  /** The offset just past an arc: its flags, its explicit label if any, its address if any. */
  private skipArc(arc: number): number {
    const flags = this.arcs[arc] as number;
    let offset = arc + 1;
    if ((flags & LABEL_INDEX_MASK) === 0) offset += 1;
    if ((flags & TARGET_NEXT) === 0) while (((this.arcs[offset++] as number) & 0x80) !== 0);
    return offset;
  }

  /** The arc after `arc` in its node, or 0 after the last. */
  private nextArc(arc: number): number {
    return this.isLast(arc) ? 0 : this.skipArc(arc);
  }

  /** The node an arc leads to; 0 for an arc that ends every sequence through it. */
  private target(arc: number): number {
    const flags = this.arcs[arc] as number;
    if ((flags & TARGET_NEXT) !== 0) {
      let last = arc;
      while (!this.isLast(last)) last = this.skipArc(last);
      return this.skipArc(last);
    }
    let offset = arc + ((flags & LABEL_INDEX_MASK) === 0 ? 2 : 1);
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = this.arcs[offset++] as number;
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
  }

  /** The arc of a node labelled `label`, or 0. */
  private arcOf(node: number, label: number): number {
    for (let arc = this.firstArc(node); arc !== 0; arc = this.nextArc(arc)) if (this.label(arc) === label) return arc;
    return 0;
  }

  /**
   * The node the arc labelled `label` leads to from `node`; 0 when there is no such arc, when `node`
   * is 0, or when the arc ends every sequence through it.
   */
  step(node: number, label: number): number {
    if (node === 0) return 0;
    const arc = this.arcOf(node, label);
    return arc === 0 ? 0 : this.target(arc);
  }

  /**
   * Every sequence from `node` on, in the automaton's order (byte order for morfologik's builder),
   * each a fresh array. Depth-first with an explicit stack: entries run to a few hundred bytes.
   */
  *sequences(node = this.root): Generator<Uint8Array> {
    if (node === 0) return;
    const path: number[] = [];
    const arcs: number[] = [this.firstArc(node)];
    while (arcs.length > 0) {
      const arc = arcs[arcs.length - 1] as number;
      if (arc === 0) {
        arcs.pop();
        path.pop();
        const parent = arcs.length - 1;
        if (parent >= 0) arcs[parent] = this.nextArc(arcs[parent] as number);
        continue;
      }
      path.push(this.label(arc));
      if (this.isFinal(arc)) yield Uint8Array.from(path);
      const next = this.target(arc);
      if (next !== 0) {
        arcs.push(this.firstArc(next));
        continue;
      }
      path.pop();
      arcs[arcs.length - 1] = this.nextArc(arc);
    }
  }
}
