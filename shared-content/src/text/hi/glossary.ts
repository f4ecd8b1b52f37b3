// DRAFT TRANSLATION (Hindi): glossary proposed with the drafts. A native Hindi speaker confirms or changes each choice.
/** The Hindi words for the site's recurring terms (see ../glossary.ts). */
import type { Glossary, RejectedPhrasing } from '../glossary';

const glossary: Glossary = {
  ride: { chosen: 'सफर', rejected: ['राइड'], note: 'गाड़ी is the vehicle, not the trip: सफर बुक करें.' },
  vehicle: { chosen: 'गाड़ी', rejected: ['वाहन'], note: 'वैन where the English says van.' },
  caretaker: {
    chosen: 'केयरटेकर',
    rejected: ['देखभाल करने वाला'],
    allowed: ['उनकी देखभाल करने वाले परिवार'],
    pluralBeforePostposition: 'केयरटेकरों',
    note: 'The family who cares for a patient are not caretakers: उनकी देखभाल करने वाले परिवार. The verb is plural (मदद करते हैं); before का, के, को … the plural is केयरटेकरों.',
  },
  booking: { chosen: 'बुकिंग', rejected: ['आरक्षण'], alsoSaidAs: ['बुक'] },
  reservation: { chosen: 'केवल बुकिंग पर', rejected: ['केवल पहले से बुकिंग'], note: 'पहले से बुकिंग is "Advance Booking", one of the three ways to book.' },
  urgent: {
    chosen: 'जल्दी',
    rejected: ['आपातकालीन बुकिंग', 'जरूरी सफर'],
    note: 'One word everywhere: जल्दी की बुकिंग, a सफर जिसकी जल्दी हो (जरूरी reads "necessary"). इमरजेंसी is kept for medical emergencies.',
  },
  emergency: { chosen: 'इमरजेंसी', rejected: ['आपातकाल'], alsoSaidAs: ['जान का खतरा'] },
  disabilities: { chosen: 'दिव्यांग लोग', rejected: ['विकलांग'] },
  teleMedic: { chosen: 'टेली-मेडिक निगरानी', rejected: ['दूर से नजर रखते'], note: 'The English claims supervision only, not that doctors watch.' },
  snacks: { chosen: 'स्नैक्स', rejected: ['नाश्ता'], note: 'नाश्ता reads as breakfast.' },
  insurance: { chosen: 'बीमा', rejected: ['इंश्योरेंस', 'इन्श्योरेंस'] },
};

/** Phrasings a native reviewer rejected that no term covers. */
export const rejectedPhrasings: RejectedPhrasing[] = [
  { phrase: 'गाड़ी सेवा', instead: 'ट्रांसपोर्ट सेवा', why: 'Reads like a car-servicing garage.' },
  { phrase: 'बुजुर्गों के लिए गाड़ी', instead: 'बुजुर्गों के लिए देखभाल वाली ट्रांसपोर्ट सेवा', why: '"Elderly care transport" without the care and the service.' },
  {
    phrase: 'डॉक्टरों और फिजियोथेरेपिस्टों ने शुरू की',
    alone: true,
    instead: 'डॉक्टरों और फिजियोथेरेपिस्टों की शुरू की हुई सेवा',
    why: '"Founded by doctors and physiotherapists" as a sentence without its subject.',
  },
  { phrase: 'जिन मरीजों को चलने-फिरने में दिक्कत है', alone: true, instead: 'चलने-फिरने में दिक्कत वाले मरीज', why: 'A relative clause without its sentence.' },
  {
    phrase: 'बजे तक जवाब',
    instead: 'सुबह 8 बजे और रात 8 बजे के बीच जवाब (replyHours)',
    why: '"से … तक जवाब देते हैं" can be read as "the reply takes twelve hours".',
  },
];

export default glossary;
