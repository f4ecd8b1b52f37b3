// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** The business facts in words, in Hindi. Numbers and names come from ../../business.ts. */
import { business } from '../../business';
import type { BusinessText } from '../en/business';

/** `"20:00"` as Hindi says a time of day: "रात 8 बजे" (the part of the day, the hour, "बजे"). */
function hindiTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const partOfDay = hours < 4 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : hours < 20 ? 'शाम' : 'रात';
  const clockHour = hours % 12 || 12;
  return `${partOfDay} ${clockHour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} बजे`;
}

const hours = `${hindiTime(business.hours.opens)} से ${hindiTime(business.hours.closes)} तक`;

/**
 * "सुबह 8 बजे और रात 8 बजे के बीच", for "we reply 8 am to 8 pm": with से ... तक, "हम ... जवाब देते हैं" can be
 * read as "the reply takes twelve hours".
 */
export const replyHours = `${hindiTime(business.hours.opens)} और ${hindiTime(business.hours.closes)} के बीच`;

const businessText: BusinessText = {
  hours: {
    /** "सुबह 8 बजे से रात 8 बजे तक" */
    display: hours,
    days: 'सोमवार से रविवार',
    reservationOnly: 'केवल बुकिंग पर',
  },
  coverage: {
    city: 'हैदराबाद',
    display: 'हैदराबाद और आसपास के तेलंगाना के इलाके',
    outstation: 'कहने पर हम शहर से बाहर और दूसरे शहरों तक भी जाते हैं',
  },
  responseTimes: {
    emergency: '5-15 मिनट',
    sameDay: '30 मिनट से 2 घंटे',
    advance: `${business.advanceBookingDays} दिन पहले तक`,
  },
  cancellation: {
    summary: `पिकअप से कम से कम ${business.cancellation.noticeHours} घंटे पहले बताएं, तो आप सफर मुफ्त में रद्द कर सकते हैं या बदल सकते हैं।`,
    how: 'सफर बदलने के लिए हमारा मोबाइल ऐप इस्तेमाल करें या हमें फोन करें।',
  },
  /** Marketing offers (spec section 9). */
  offers: [
    { offer: 'पहला सफर', whoFor: 'नए ग्राहक', benefit: '50% छूट' },
    { offer: 'रेफरल बोनस', whoFor: 'जो भी किसी नए ग्राहक को हमारे पास भेजे', benefit: '200 क्रेडिट' },
    { offer: 'त्योहार की छूट', whoFor: 'सभी के लिए, त्योहारों के समय', benefit: '20% छूट' },
    { offer: 'वरिष्ठ नागरिक', whoFor: '60+ उम्र के लोग', benefit: '15% छूट या लॉयल्टी प्रोग्राम' },
    { offer: 'दिव्यांग लोग', whoFor: 'दिव्यांग लोग', benefit: '20% छूट' },
    { offer: 'सेंटर के रेट', whoFor: 'रिहैबिलिटेशन और डायलिसिस सेंटर', benefit: 'हर महीने का तय रेट' },
  ],
  /** Ride plans (spec section 9). */
  plans: [
    { plan: 'हफ्ते का प्लान', rides: 'हफ्ते में 3-5 सफर', benefit: 'पिकअप का तय समय' },
    { plan: 'महीने का प्लान', rides: 'महीने में 10-20 सफर', benefit: '10-15% छूट' },
    { plan: 'लॉयल्टी कार्ड', rides: 'हर सफर पर पॉइंट', benefit: '10 सफर के बाद एक सफर मुफ्त' },
  ],
  /** Words of the shared building blocks (shared-content/ui). */
  ui: {
    call: 'कॉल करें',
  },
};

export default businessText;
