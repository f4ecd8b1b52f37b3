// DRAFT TRANSLATION (Telugu): glossary proposed with the drafts. A native Telugu speaker confirms or changes each choice.
/** The Telugu words for the site's recurring terms (see ../glossary.ts). */
import type { Glossary, RejectedPhrasing } from '../glossary';

const glossary: Glossary = {
  ride: { chosen: 'ప్రయాణం', rejected: ['రైడ్'], note: 'వాహనం is the vehicle, not the trip.' },
  vehicle: { chosen: 'వాహనం', rejected: ['బండి'], note: 'వ్యాన్ where the English says van.' },
  caretaker: {
    chosen: 'సహాయకులు',
    rejected: ['సహాయకుడు', 'కేర్‌టేకర్'],
    note: 'The respectful form, which agrees with the verb (చేస్తారు) and says nothing of the person’s sex.',
  },
  booking: { chosen: 'బుకింగ్', rejected: ['రిజర్వేషన్'], alsoSaidAs: ['బుక్'] },
  reservation: {
    chosen: 'బుకింగ్ ద్వారా మాత్రమే',
    rejected: ['ముందస్తు బుకింగ్‌తో'],
    note: 'ముందస్తు బుకింగ్ is "Advance Booking", one of the three ways to book.',
  },
  urgent: {
    chosen: 'త్వరిత',
    alsoSaidAs: ['త్వరగా'],
    rejected: ['అత్యవసర బుకింగ్‌లు'],
    note: 'అత్యవసర is the word for a medical emergency (108).',
  },
  emergency: { chosen: 'అత్యవసర', rejected: ['ఎమర్జెన్సీ'], note: 'Also in "Emergency Booking", the option’s own name in English.' },
  disabilities: { chosen: 'దివ్యాంగులు', rejected: ['వికలాంగులు'] },
  teleMedic: { chosen: 'టెలి-మెడిక్ పర్యవేక్షణ', rejected: ['దూరం నుండి డాక్టర్లు'] },
  snacks: { chosen: 'స్నాక్స్', rejected: ['అల్పాహారం', 'టిఫిన్'] },
  insurance: { chosen: 'ఇన్సూరెన్స్', rejected: ['బీమా'] },
};

/** Phrasings a native reviewer rejected that no term covers. */
export const rejectedPhrasings: RejectedPhrasing[] = [
  { phrase: 'మేము ఎప్పుడు కావాలో', instead: 'మేము మీకు ఎప్పుడు కావాలో', why: 'The hero speaks to the visitor: when you need us (మీకు).' },
  {
    phrase: 'ఎక్కగలిగే ప్రయాణ',
    instead: 'వీల్‌చైర్‌లో ఉన్నవారికి అనువైన ప్రయాణం',
    why: '"Wheelchair-accessible ride" word for word: a vehicle is boarded (ఎక్కగలిగే వాహనాలు), a ride is not.',
  },
  { phrase: 'ప్రయాణాలు తీసుకుంటా', instead: 'ప్రయాణాలు ఏర్పాటు చేస్తాము', why: '"We take rides" word for word.' },
];

export default glossary;
