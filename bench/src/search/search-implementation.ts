import type { AnagramBenchQuery, PatternBenchQuery } from './query-set';

/** A result word as all three implementations give it; anagram results add length, points, score and blanks. */
export interface BenchWord {
  word: string;
  folded: string;
  rank: number;
  length?: number;
  points?: number;
  score?: number;
  blanks?: string[];
}

export interface BenchPage {
  total: number;
  words: BenchWord[];
}

/** One way of answering the benchmark's queries over one language's complete list. */
export interface SearchImplementation {
  readonly name: string;
  pattern(query: PatternBenchQuery): BenchPage;
  anagram(query: AnagramBenchQuery): BenchPage;
  close(): void;
}
