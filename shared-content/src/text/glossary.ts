/**
 * The terms a native reviewer of each language decides once, for every page: the word chosen and the
 * alternatives the pages must not use (`text/glossary.test.ts` fails on one). Each language's choices are
 * in `text/<language>/glossary.ts`, a draft like its pages until that review.
 */
export const glossaryTerms = {
  ride: 'ride: one trip in our vehicle',
  vehicle: 'vehicle: our wheelchair-accessible van',
  caretaker: 'caretaker: the trained helper on board, one person of either sex',
  booking: 'booking: asking us for a ride',
  reservation: '"by reservation only": only by booking, no walk-up rides (not "advance booking", which is one of three ways to book)',
  urgent: 'urgent: needed soon, but not a medical emergency',
  emergency: 'emergency: a medical emergency, for the 108 ambulance',
  disabilities: 'people with disabilities',
  teleMedic: 'tele-medic supervision: only that (no claim that doctors watch the trip)',
  snacks: 'snacks: something light to eat, not a meal or breakfast',
  insurance: 'insurance: the insurance we accept and our vehicles carry',
} as const;

export type GlossaryTerm = keyof typeof glossaryTerms;

/**
 * Terms whose English word marks every string that must say it with the chosen word: a page string whose
 * English has "ride" and whose translation has no form of the language's word for it (say "vehicle"
 * instead) fails `text/glossary.test.ts`.
 */
export const glossaryTermsInEnglish: Partial<Record<GlossaryTerm, RegExp>> = {
  ride: /\brides?\b/i,
  caretaker: /\bcaretakers?\b/i,
};

export interface GlossaryEntry {
  /** The word or phrase the pages use. */
  chosen: string;
  /**
   * Words the pages must not use for this term, in any inflected form: each is matched at the start of a
   * word with any ending, after its last vowel sign (సహాయకుడు also finds సహాయకుడితో, वाला also वाले).
   */
  rejected: string[];
  /** Phrases in which a rejected word means something else, so the pages may use them (the note says why). */
  allowed?: string[];
  /** Why, for the reviewer. */
  note?: string;
}

export type Glossary = Record<GlossaryTerm, GlossaryEntry>;
