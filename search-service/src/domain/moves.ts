import type { DictionarySet } from '@lexicon/dictionary-store';
import { checkPlay, findMoves, type MovesPage, MoveError, type Play } from '@lexicon/engine';
import type { FindMovesBody, FindMovesResponse, PlayResponse, ScoreMoveBody, ScoreMoveResponse } from '@lexicon/shared';
import { AppError, type ErrorCode } from '@lexicon/shared/core';

/**
 * The move operations (docs/api.md, Moves) over the engine's move generation. Every MoveError but
 * word_not_in_list (which checkPlay answers, not throws) is a 400 of the same code in the error
 * catalogue (shared/src/errors/error-catalogue.ts); the type below fails to compile when the engine
 * gains a code the catalogue lacks.
 */
type RefusedMoveCode = Exclude<MoveError['code'], 'word_not_in_list'>;
const refusedCode = (code: RefusedMoveCode): ErrorCode => code;

function refused(error: unknown): unknown {
  if (!(error instanceof MoveError) || error.code === 'word_not_in_list') return error;
  return new AppError(refusedCode(error.code), error.message, { ...error.details });
}

function wirePlay(play: Play): PlayResponse {
  return {
    word: play.word,
    written: play.written,
    row: play.row,
    column: play.column,
    direction: play.direction,
    notation: play.notation,
    tiles: play.tiles,
    words: play.words.map(({ inList, ...word }) => ({ ...word, in_list: inList })),
    bingo: play.bingo,
    score: play.score,
    leave: play.leave,
  };
}

export function runFindMoves(dictionaries: DictionarySet, body: FindMovesBody): FindMovesResponse {
  let page: MovesPage;
  try {
    page = findMoves(dictionaries.get(body.lang), { board: body.board, rack: body.rack, offset: body.offset, limit: body.limit });
  } catch (error: unknown) {
    throw refused(error);
  }
  return {
    language: body.lang,
    total: page.total,
    offset: page.offset,
    limit: page.limit,
    returned: page.plays.length,
    has_more: page.offset + page.plays.length < page.total,
    plays: page.plays.map(wirePlay),
    other_turns: page.otherTurns,
  };
}

export function runScoreMove(dictionaries: DictionarySet, body: ScoreMoveBody): ScoreMoveResponse {
  try {
    const checked = checkPlay(dictionaries.get(body.lang), { board: body.board, play: body.play, ...(body.rack === undefined ? {} : { rack: body.rack }) });
    return { language: body.lang, valid: checked.valid, play: wirePlay(checked.play), words_not_in_list: checked.wordsNotInList };
  } catch (error: unknown) {
    throw refused(error);
  }
}
