// DRAFT TRANSLATION (Hindi): glossary proposed with the drafts. A native Hindi speaker confirms or changes each choice.
/** The Hindi words for the site's recurring terms (see ../glossary.ts). */
import type { Glossary } from '../glossary';

const glossary: Glossary = {
  ride: { chosen: 'सफर', rejected: ['राइड'], note: 'गाड़ी is the vehicle, not the trip: सफर बुक करें.' },
  vehicle: { chosen: 'गाड़ी', rejected: ['वाहन'], note: 'वैन where the English says van.' },
  caretaker: {
    chosen: 'केयरटेकर',
    rejected: ['देखभाल करने वाला'],
    allowed: ['उनकी देखभाल करने वाले परिवार'],
    note: 'The family who cares for a patient are not caretakers: उनकी देखभाल करने वाले परिवार. The verb is plural (मदद करते हैं).',
  },
  booking: { chosen: 'बुकिंग', rejected: ['आरक्षण'] },
  reservation: { chosen: 'केवल बुकिंग पर', rejected: ['केवल पहले से बुकिंग'], note: 'पहले से बुकिंग is "Advance Booking", one of the three ways to book.' },
  urgent: { chosen: 'जल्दी', rejected: ['आपातकालीन बुकिंग'], note: 'तुरंत also reads "urgent"; इमरजेंसी is kept for medical emergencies.' },
  emergency: { chosen: 'इमरजेंसी', rejected: ['आपातकाल'] },
  disabilities: { chosen: 'दिव्यांग लोग', rejected: ['विकलांग'] },
  teleMedic: { chosen: 'टेली-मेडिक निगरानी', rejected: ['दूर से नजर रखते'], note: 'The English claims supervision only, not that doctors watch.' },
  snacks: { chosen: 'स्नैक्स', rejected: ['नाश्ता'], note: 'नाश्ता reads as breakfast.' },
  insurance: { chosen: 'बीमा', rejected: ['इंश्योरेंस', 'इन्श्योरेंस'] },
};

export default glossary;
