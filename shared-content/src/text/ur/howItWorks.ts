// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** Text of the How It Works page (/ur/how-it-works) in Urdu. */
import { business } from '../../business';
import { ltr } from '../../i18n/bidi';
import { bookingHref } from '../../site';
import type { HowItWorksWords } from '../en/howItWorks';
import { withHowItWorksCodes } from '../howItWorks';
import businessText from './business';

export const words: HowItWorksWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: 'آسان بکنگ',
    heading: 'یہ کیسے کام کرتا ہے',
    lead: 'سفر بک کرنے میں چند منٹ لگتے ہیں۔ بتائیں آپ کو کب ضرورت ہے، مریض کے بارے میں بتائیں، باقی کام ہم کرتے ہیں۔',
    factsLabel: 'بکنگ سے پہلے یہ جان لیں',
    facts: [businessText.hours.reservationOnly, `ہر دن ${businessText.hours.display}`, businessText.coverage.display],
  },
  options: {
    heading: 'بکنگ کا طریقہ چنیں',
    intro: 'ہمیں بتائیں آپ کو کب سفر کرنا ہے۔ بکنگ کے تین طریقے ہیں۔',
    list: {
      emergency: {
        title: 'ایمرجنسی بکنگ',
        description: 'ایسے فوری سفر کے لیے جو طبی ایمرجنسی نہ ہو، جیسے اچانک کلینک جانا ہو۔ ہمیں کال کریں، ہم سب سے قریب کی گاڑی کا انتظام کرتے ہیں۔',
        responseTimeLabel: 'جواب کا وقت',
        responseTime: businessText.responseTimes.emergency,
        badge: 'سب سے تیز',
      },
      sameDay: {
        title: 'اسی دن کی بکنگ',
        description: 'آج بعد میں کسی اپائنٹمنٹ کے لیے۔ ہمیں کال کریں یا پیغام بھیجیں، ہم آپ کی سہولت کا وقت طے کر کے بتاتے ہیں۔',
        responseTimeLabel: 'جواب کا وقت',
        responseTime: businessText.responseTimes.sameDay,
        badge: 'آج',
      },
      advance: {
        title: 'پیشگی بکنگ',
        description: 'پہلے سے طے سفر کے لیے، جیسے ڈائیلاسس، فزیوتھراپی یا چیک اپ۔ ایک بار بک کریں، یا ہمارے ہفتہ وار اور ماہانہ پلان کے بارے میں پوچھیں۔',
        responseTimeLabel: 'بکنگ',
        responseTime: businessText.responseTimes.advance,
        badge: 'باقاعدہ سفر کے لیے بہترین',
      },
    },
    notesHeading: 'بکنگ سے پہلے',
    notes: [
      `ہم سفر صرف بکنگ پر لیتے ہیں، ہر دن ${businessText.hours.display}۔`,
      `${businessText.cancellation.summary} ${businessText.cancellation.how}`,
      `ہم ایمرجنسی ایمبولینس نہیں ہیں۔ طبی ایمرجنسی میں ${business.ambulanceNumber} پر کال کریں۔`,
    ],
  },
  steps: {
    heading: 'چار آسان مرحلے',
    intro: 'آپ کی پہلی کال سے منزل پر محفوظ پہنچنے تک۔',
    stepLabel: 'مرحلہ',
    detailsLabel: 'اس میں کیا ہوتا ہے',
    list: [
      {
        number: 1,
        title: 'اپنا سفر بک کریں',
        description: 'ہمیں کال کریں یا پیغام بھیجیں، اور بتائیں کہ آپ کو کس دن اور کس وقت سفر کرنا ہے۔',
        details: [
          `${ltr(business.phone.display)} پر کال کریں، ${businessText.hours.display}`,
          'یا ہمارے رابطے کے صفحے سے پیغام بھیجیں',
          `اسی دن کے لیے یا ${businessText.responseTimes.advance} بک کریں`,
        ],
      },
      {
        number: 2,
        title: 'مریض کے بارے میں بتائیں',
        description: 'چند سوالوں سے ہمیں صحیح گاڑی اور صحیح مدد بھیجنے میں آسانی ہوتی ہے۔',
        details: [
          'کہاں سے لینا ہے اور کہاں چھوڑنا ہے، دونوں پتے',
          'اپائنٹمنٹ کا وقت',
          'چلنے پھرنے کی ضرورتیں، جیسے وہیل چیئر',
          'راستے میں کوئی طبی ضرورت، جیسے آکسیجن',
        ],
      },
      {
        number: 3,
        title: 'ہم آپ کا سفر پکا کرتے ہیں',
        description: 'ہم پک اپ کا وقت پکا کرتے ہیں اور تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والوں کے ساتھ سفر کا انتظام کرتے ہیں۔',
        details: [
          'آپ کے سفر کے لیے تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے',
          'ہر سفر کے بعد جراثیم سے پاک کی گئی گاڑی',
          `پک اپ سے ${business.cancellation.noticeHours} گھنٹے پہلے تک مفت تبدیلی`,
        ],
      },
      {
        number: 4,
        title: 'محفوظ پک اپ اور منزل پر پہنچنا',
        description: 'ہمارے دیکھ بھال کرنے والے مریض کو دروازے سے گاڑی تک، اور گاڑی سے کلینک تک لے جانے میں مدد کرتے ہیں۔',
        details: [
          'وہیل چیئر کے لیے ہائیڈرالک لفٹ، وہیل چیئر کو روکے رکھنے والے پٹوں کے ساتھ',
          'راستے میں لائیو جی پی ایس اور ویڈیو سے نگرانی',
          'گاڑی میں مفت اسنیکس اور پانی',
        ],
      },
    ],
  },
  reasons: {
    heading: 'ہمیں کیوں چنیں',
    intro: 'چار وجوہات جن کی وجہ سے گھر والے اپنے پیاروں کے لیے ہم پر بھروسہ کرتے ہیں۔',
    list: {
      doctors: {
        title: 'ڈاکٹروں کی بنائی ہوئی سروس',
        description: 'ڈاکٹروں اور فزیوتھراپسٹوں نے سروس کی ہر تفصیل طے کی، گاڑی سے لے کر سفر کے دوران دیکھ بھال تک۔',
        badge: `${ltr(business.stats.years)} سال`,
      },
      caretakers: {
        title: 'تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے',
        description: 'وہ مریض کی گھر کے دروازے سے ڈاکٹر تک، اور پھر واپس گھر تک مدد کرتے ہیں۔',
        badge: 'دروازے سے دروازے تک',
      },
      tracking: {
        title: 'لائیو ٹریکنگ',
        description: 'ہر سفر میں لائیو جی پی ایس اور ویڈیو سے نگرانی، تاکہ آپ کے گھر والوں کو ہمیشہ معلوم رہے کہ آپ کہاں ہیں۔',
        badge: 'جی پی ایس اور ویڈیو',
      },
      safety: {
        title: 'محفوظ اور صاف',
        description: 'فرسٹ ایڈ اور آکسیجن کے ساتھ حفاظت کا پورا سامان، اور ہر سفر کے بعد جراثیم سے پاک کی گئی گاڑی۔',
        badge: `${business.stats.safety} حفاظتی ریکارڈ`,
      },
    },
  },
  cta: {
    heading: 'اپنا سفر بک کرنے کے لیے تیار ہیں؟',
    text: `ہمیں ہر دن ${businessText.hours.display} کال کریں، یا پیغام بھیجیں۔ سفر صرف بکنگ پر ہوتا ہے۔`,
    message: 'پیغام بھیجیں',
    messageHref: bookingHref('ur'),
  },
};

export default withHowItWorksCodes(words);
