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
 * The English words of each term: a page string whose English names a term and whose translation has no
 * form of the language's chosen word (says "vehicle" for a ride, say) fails `text/glossary.test.ts`. A
 * match ending in "s" is the plural ("caretakers"), for the languages that tell one from many by an ending.
 */
export const glossaryTermsInEnglish: Record<GlossaryTerm, RegExp> = {
  ride: /\brides?\b/gi,
  vehicle: /\bvehicles?\b/gi,
  caretaker: /\bcaretakers?\b/gi,
  booking: /\bbookings?\b/gi,
  reservation: /\breservation only\b/gi,
  urgent: /\burgent\b/gi,
  emergency: /(?<!non-)\bemergenc(?:y|ies)\b/gi,
  disabilities: /\bdisabilities\b/gi,
  teleMedic: /\btele-medic\b/gi,
  snacks: /\bsnacks\b/gi,
  insurance: /\binsurance\b/gi,
};

export interface GlossaryEntry {
  /** The word or phrase the pages use. */
  chosen: string;
  /**
   * Words the pages must not use for this term, in any inflected form: each is matched at the start of a
   * word with any ending, after its last vowel sign (సహాయకుడు also finds సహాయకుడితో, वाला also वाले); in
   * Urdu with the endings its last letter takes (ناشتہ also finds ناشتے, والا also والی), except the
   * chosen word's own forms. Spelling variants count as the word (a hyphen or space more or less, a nukta,
   * ई for इ: राईड is राइड).
   */
  rejected: string[];
  /**
   * Other words that say the term where the English names it: the verb (बुक करें for "booking"), an idiom
   * (जान का खतरा हो तो for "a life-threatening emergency").
   */
  alsoSaidAs?: string[];
  /** Phrases in which a rejected word means something else, so the pages may use them (the note says why). */
  allowed?: string[];
  /**
   * Where the language tells one from many only by the word's ending before a postposition (केयरटेकर का,
   * केयरटेकरों का; دیکھ بھال کرنے والے کے, دیکھ بھال کرنے والوں کے): the plural's form there. The chosen word
   * itself before a postposition is then the singular, a slip where the English says the plural.
   */
  pluralBeforePostposition?: string;
  /** The pages say this term in the plural only (it says nothing of the person's sex): a singular is a slip everywhere. */
  alwaysPlural?: true;
  /** Why, for the reviewer. */
  note?: string;
}

export type Glossary = Record<GlossaryTerm, GlossaryEntry>;

/**
 * A phrasing a native reviewer rejected, which no glossary term covers (a calque, a sentence without its
 * subject): no page may use it again, spelling variants included.
 */
export interface RejectedPhrasing {
  phrase: string;
  /** Rejected only as a whole string (a list item), where it lacks what a longer sentence gives it. */
  alone?: true;
  /** What the pages say instead. */
  instead: string;
  why: string;
}
