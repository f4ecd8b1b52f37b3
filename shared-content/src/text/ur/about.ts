// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** Text of the About Us page (/ur/about) in Urdu. */
import { business } from '../../business';
import { ltr } from '../../i18n/bidi';
import { localizedPath } from '../../i18n/locales';
import type { AboutWords } from '../en/about';
import { withAboutCodes } from '../about';
import businessText, { replyHours } from './business';
import { doctorPortraits } from '../pictures';

/** SAMPLE names, as in the English text: replace them with the real founders before launch. */
const doctorNames = { srinivas: 'ڈاکٹر سری نواس راؤ', ananya: 'ڈاکٹر اننیا ریڈی', farhan: 'ڈاکٹر فرحان احمد' };

export const words: AboutWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: `${business.name} کے بارے میں`,
    heading: 'ہمارے بارے میں',
    lead: 'ڈاکٹروں اور فزیوتھراپسٹوں نے یہ سروس اس لیے شروع کی تاکہ ہر مریض محفوظ طریقے سے، آرام سے اور عزت کے ساتھ سفر کر سکے۔',
    highlightsLabel: 'ایک نظر میں',
    highlights: [
      'ڈاکٹروں اور فزیوتھراپسٹوں نے شروع کی',
      'ہر سفر میں تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے',
      `${businessText.coverage.display} میں سروس`,
    ],
  },
  story: {
    heading: 'ہماری کہانی',
    paragraphs: [
      'ہم ڈاکٹر اور فزیوتھراپسٹ ہیں۔ ہم جانتے ہیں کہ جو مریض زیادہ دور تک نہیں چل سکتا، اس کے لیے اسپتال تک پہنچنا علاج کا سب سے مشکل حصہ ہو سکتا ہے۔',
      'اس لیے ہم نے مریض کو سامنے رکھ کر یہ ٹرانسپورٹ سروس بنائی: ہائیڈرالک لفٹ والی، وہیل چیئر کے لیے موزوں گاڑیاں، تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے، اور ہر سفر میں لائیو جی پی ایس اور ویڈیو سے نگرانی۔',
      `آج ہم مریضوں، بزرگوں اور معذور افراد کو ${businessText.coverage.display} میں اسپتال، کلینک، ڈائیلاسس، ایئرپورٹ اور گھر والوں کے ساتھ سیر کے لیے لے جاتے ہیں۔`,
    ],
    statsLabel: 'ہماری سروس، اعداد میں',
    stats: [
      { value: ltr(business.stats.years), label: 'سال کا تجربہ' },
      { value: ltr(business.stats.patients), label: 'مریضوں کی خدمت کی' },
      { value: business.stats.safety, label: 'حفاظتی ریکارڈ' },
      { value: businessText.hours.display, label: 'ہر دن، بکنگ پر' },
    ],
  },
  doctors: {
    heading: 'ہمارے بانی ڈاکٹر',
    intro: 'تجربہ کار ڈاکٹروں اور فزیوتھراپسٹوں نے ہماری سروس کا ہر حصہ تیار کیا، گاڑیوں سے لے کر سفر کے دوران دیکھ بھال تک۔',
    list: [
      {
        name: doctorNames.srinivas,
        specialty: 'انٹرنل میڈیسن (اندرونی امراض)',
        experience: '18 سال کا تجربہ',
        image: { ...doctorPortraits.srinivas, alt: `${doctorNames.srinivas} کا تصویری خاکہ` },
      },
      {
        name: doctorNames.ananya,
        specialty: 'فزیوتھراپی اور بحالی (ری ہیبلیٹیشن)',
        experience: '12 سال کا تجربہ',
        image: { ...doctorPortraits.ananya, alt: `${doctorNames.ananya} کا تصویری خاکہ` },
      },
      {
        name: doctorNames.farhan,
        specialty: 'آرتھوپیڈکس (ہڈیوں کا علاج)',
        experience: '15 سال کا تجربہ',
        image: { ...doctorPortraits.farhan, alt: `${doctorNames.farhan} کا تصویری خاکہ` },
      },
    ],
  },
  values: {
    heading: 'ہماری اقدار',
    intro: 'ہمارے ہر سفر میں یہ چار وعدے ہماری رہنمائی کرتے ہیں۔',
    list: {
      compassion: {
        title: 'ہمدردی سے دیکھ بھال',
        description: 'ہم ہر مریض کے ساتھ صبر، احترام اور عزت سے پیش آتے ہیں، گھر کے دروازے سے کلینک تک۔',
      },
      safety: {
        title: 'حفاظت سب سے پہلے',
        description: 'وہیل چیئر کو روکے رکھنے والے پٹوں کے ساتھ وہیل چیئر لفٹ، حفاظت کا پورا سامان، اور ہر سفر کے بعد جراثیم سے پاک کی گئی گاڑیاں۔',
      },
      excellence: {
        title: 'طبی مہارت',
        description: 'ہماری سروس ڈاکٹروں نے تیار کی ہے، اور ٹیلی میڈیسن کے ذریعے طبی نگرانی ہمارے تربیت یافتہ دیکھ بھال کرنے والوں کا ساتھ دیتی ہے۔',
      },
      reliability: {
        title: 'قابلِ اعتماد سروس',
        description: 'ہم ہر سفر کی پہلے سے منصوبہ بندی کرتے ہیں اور جی پی ایس سے اس کی لائیو ٹریکنگ کرتے ہیں، تاکہ آپ اور آپ کے گھر والوں کو معلوم رہے کہ گاڑی کہاں ہے۔',
      },
    },
  },
  cta: {
    heading: 'ہمارے ساتھ سفر کے لیے تیار ہیں؟',
    text: `سفر صرف بکنگ پر ہوتا ہے۔ ہم ہر دن ${replyHours} جواب دیتے ہیں۔`,
    bookRide: 'اپنا سفر بک کریں، کال کریں',
    contact: 'ہم سے رابطہ کریں',
    contactHref: localizedPath('ur', '/contact'),
  },
};

export default withAboutCodes(words);
