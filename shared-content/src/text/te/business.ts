// DRAFT TRANSLATION (Telugu): machine-assisted draft. Must be reviewed by a native Telugu speaker before launch.
/** The business facts in words, in Telugu. Numbers and names come from ../../business.ts. */
import { business } from '../../business';
import type { BusinessText } from '../en/business';

/** `"20:00"` as Telugu says a time of day: "రాత్రి 8" (the part of the day, then the hour). */
function teluguTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const partOfDay = hours < 4 ? 'రాత్రి' : hours < 12 ? 'ఉదయం' : hours < 16 ? 'మధ్యాహ్నం' : hours < 19 ? 'సాయంత్రం' : 'రాత్రి';
  const clockHour = hours % 12 || 12;
  return `${partOfDay} ${clockHour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const hours = `${teluguTime(business.hours.opens)} నుండి ${teluguTime(business.hours.closes)} వరకు`;

const businessText: BusinessText = {
  hours: {
    /** "ఉదయం 8 నుండి రాత్రి 8 వరకు" */
    display: hours,
    days: 'సోమవారం నుండి ఆదివారం వరకు',
    reservationOnly: 'బుకింగ్ ద్వారా మాత్రమే',
  },
  coverage: {
    // The English type is the literal 'Hyderabad' (business.ts is `as const`); the city's name in Telugu replaces it.
    city: 'హైదరాబాద్',
    display: 'హైదరాబాద్, చుట్టుపక్కల తెలంగాణ ప్రాంతాలు',
    outstation: 'కోరితే బయటి ఊళ్లకు, ఇతర నగరాలకు కూడా తీసుకెళ్తాము',
  },
  responseTimes: {
    emergency: '5-15 నిమిషాలు',
    sameDay: '30 నిమిషాల నుండి 2 గంటల వరకు',
    advance: `${business.advanceBookingDays} రోజుల ముందు వరకు`,
  },
  cancellation: {
    summary: `పికప్‌కు కనీసం ${business.cancellation.noticeHours} గంటల ముందు చెబితే, ప్రయాణాన్ని ఉచితంగా రద్దు చేయవచ్చు లేదా మార్చవచ్చు.`,
    how: 'మా మొబైల్ యాప్‌లో గానీ ఫోన్ ద్వారా గానీ ప్రయాణాన్ని మార్చుకోవచ్చు.',
  },
  offers: [
    { offer: 'మొదటి ప్రయాణం', whoFor: 'కొత్త కస్టమర్లు', benefit: '50% తగ్గింపు' },
    { offer: 'రెఫరల్ బోనస్', whoFor: 'కొత్త కస్టమర్‌ను మాకు పరిచయం చేసిన ఎవరైనా', benefit: '200 క్రెడిట్లు' },
    { offer: 'పండుగ తగ్గింపు', whoFor: 'పండుగల సమయంలో అందరికీ', benefit: '20% తగ్గింపు' },
    { offer: 'సీనియర్ సిటిజన్లు', whoFor: '60 ఏళ్లు, ఆ పైబడిన వారు', benefit: '15% తగ్గింపు లేదా లాయల్టీ ప్రోగ్రామ్' },
    { offer: 'దివ్యాంగులు', whoFor: 'దివ్యాంగులు (వైకల్యం ఉన్నవారు)', benefit: '20% తగ్గింపు' },
    { offer: 'కేంద్రాలకు ధరలు', whoFor: 'రిహాబిలిటేషన్, డయాలసిస్ కేంద్రాలు', benefit: 'నిర్ణీత నెలవారీ ధరలు' },
  ],
  plans: [
    { plan: 'వారపు ప్లాన్', rides: 'వారానికి 3-5 ప్రయాణాలు', benefit: 'నిర్ణీత పికప్ సమయాలు' },
    { plan: 'నెలవారీ ప్లాన్', rides: 'నెలకు 10-20 ప్రయాణాలు', benefit: '10-15% తగ్గింపు' },
    { plan: 'లాయల్టీ కార్డ్', rides: 'ప్రతి ప్రయాణానికి పాయింట్లు', benefit: '10 ప్రయాణాల తర్వాత ఒక ప్రయాణం ఉచితం' },
  ],
  ui: {
    call: 'కాల్ చేయండి',
  },
};

export default businessText;
