/**
 * The pictures the text describes: their files (in mf-about/src/assets) and sizes, the same in every
 * language. A language's text adds only what a picture shows, in words: `{ ...doctorPortraits.ananya, alt }`.
 */
export const doctorPortraits = {
  srinivas: { src: 'doctor-srinivas.svg', width: 160, height: 160 },
  ananya: { src: 'doctor-ananya.svg', width: 160, height: 160 },
  farhan: { src: 'doctor-farhan.svg', width: 160, height: 160 },
};

/** The home page's drawing of the van with its lift lowered. */
export const vanIllustration = { width: 640, height: 400 };
