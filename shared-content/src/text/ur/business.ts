// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** The business facts in words, in Urdu. Numbers and names come from ../../business.ts. */
import { business } from '../../business';
import { ltr } from '../../i18n/bidi';
import type { BusinessText } from '../en/business';

/** `"20:00"` as Urdu says a time of day: "رات 8 بجے" (the part of the day, the hour, "بجے"). */
function urduTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const partOfDay = hours < 4 ? 'رات' : hours < 12 ? 'صبح' : hours < 16 ? 'دوپہر' : hours < 20 ? 'شام' : 'رات';
  const clockHour = hours % 12 || 12;
  return `${partOfDay} ${clockHour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} بجے`;
}

const hours = `${urduTime(business.hours.opens)} سے ${urduTime(business.hours.closes)} تک`;

/**
 * "صبح 8 بجے اور رات 8 بجے کے درمیان", for "we reply 8 am to 8 pm": with سے ... تک, "ہم ... جواب دیتے ہیں" can
 * be read as "the reply takes twelve hours".
 */
export const replyHours = `${urduTime(business.hours.opens)} اور ${urduTime(business.hours.closes)} کے درمیان`;

const businessText: BusinessText = {
  hours: {
    /** "صبح 8 بجے سے رات 8 بجے تک" */
    display: hours,
    days: 'پیر سے اتوار',
    reservationOnly: 'صرف بکنگ پر',
  },
  coverage: {
    city: 'حیدرآباد',
    display: 'حیدرآباد اور اس کے آس پاس تلنگانہ کے علاقے',
    outstation: 'آپ کہیں تو ہم شہر سے باہر اور دوسرے شہروں تک بھی جاتے ہیں',
  },
  responseTimes: {
    emergency: `${ltr('5-15')} منٹ`,
    sameDay: '30 منٹ سے 2 گھنٹے',
    advance: `${business.advanceBookingDays} دن پہلے تک`,
  },
  cancellation: {
    summary: `پک اپ سے کم از کم ${business.cancellation.noticeHours} گھنٹے پہلے بتا دیں، تو آپ اپنا سفر مفت منسوخ کر سکتے ہیں یا بدل سکتے ہیں۔`,
    how: 'سفر بدلنے کے لیے ہماری موبائل ایپ استعمال کریں یا ہمیں فون کریں۔',
  },
  /** Marketing offers (spec section 9). */
  offers: [
    { offer: 'پہلا سفر', whoFor: 'نئے گاہک', benefit: '50% رعایت' },
    { offer: 'ریفرل بونس', whoFor: 'جو بھی کسی نئے گاہک کو ہمارے پاس بھیجے', benefit: '200 کریڈٹ' },
    { offer: 'تہوار کی رعایت', whoFor: 'سب کے لیے، تہواروں کے دنوں میں', benefit: '20% رعایت' },
    { offer: 'بزرگ شہری', whoFor: '60 سال یا اس سے زیادہ عمر کے لوگ', benefit: '15% رعایت یا لائلٹی پروگرام' },
    { offer: 'معذور افراد', whoFor: 'معذور افراد', benefit: '20% رعایت' },
    { offer: 'سینٹر کے ریٹ', whoFor: 'بحالی (ری ہیبلیٹیشن) اور ڈائیلاسس سینٹر', benefit: 'ہر مہینے کا مقررہ ریٹ' },
  ],
  /** Ride plans (spec section 9). */
  plans: [
    { plan: 'ہفتہ وار پلان', rides: `ہفتے میں ${ltr('3-5')} سفر`, benefit: 'پک اپ کا مقررہ وقت' },
    { plan: 'ماہانہ پلان', rides: `مہینے میں ${ltr('10-20')} سفر`, benefit: `${ltr('10-15%')} رعایت` },
    { plan: 'لائلٹی کارڈ', rides: 'ہر سفر پر پوائنٹس', benefit: '10 سفر کے بعد ایک سفر مفت' },
  ],
  /** Words of the shared building blocks (shared-content/ui). */
  ui: {
    call: 'کال کریں',
  },
};

export default businessText;
