import { blankPositions } from '../src/blank-positions';

describe('the letters blanks play', () => {
  it('marks each blank on the last unmarked occurrence of its letter, accents folded', () => {
    expect([...blankPositions('chawât', ['w', 'a'])].sort()).toEqual([3, 4]);
    expect([...blankPositions('banana', ['a'])]).toEqual([5]);
    expect([...blankPositions('banana', ['a', 'a'])].sort()).toEqual([3, 5]);
    expect([...blankPositions('Straße', ['ß'])]).toEqual([4]);
  });

  it('marks nothing without blanks, or for a letter the word lacks', () => {
    expect(blankPositions('cat', []).size).toBe(0);
    expect(blankPositions('cat', ['z']).size).toBe(0);
  });
});
