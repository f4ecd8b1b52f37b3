// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** Text of the home page (/ur) in Urdu. Business facts come from `business`; only wording lives here. */
import { business } from '../../business';
import { ltr } from '../../i18n/bidi';
import { localizedPath } from '../../i18n/locales';
import type { HomeWords } from '../en/home';
import businessText from './business';
import { withHomeCodes } from '../home';
import { vanIllustration } from '../pictures';

export const words: HomeWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: `${businessText.coverage.city} میں غیر ہنگامی طبی ٹرانسپورٹ`,
    heading: 'عزت کے ساتھ سفر',
    lead: 'اسپتال، کلینک، ڈائیلاسس اور دوسری جگہوں تک محفوظ، آرام دہ اور وہیل چیئر کے لیے موزوں سفر۔ تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے آپ کے دروازے سے ڈاکٹر تک آپ کی مدد کرتے ہیں۔',
    bookNow: 'ابھی بک کریں، کال کریں',
    learnMore: { shown: 'مزید جانیں', phrase: 'ہمارے بارے میں مزید جانیں', href: localizedPath('ur', '/about') },
    note: `صرف بکنگ پر۔ ہمیں ہر دن ${businessText.hours.display} کال کریں۔`,
    tilesLabel: 'ہماری سروس ایک نظر میں',
    tiles: [
      { label: 'سروس', value: businessText.hours.display },
      { label: 'تجربہ کار ڈاکٹر', value: `${ltr(business.stats.years)} سال` },
      { label: 'علاقہ', value: businessText.coverage.city },
      { label: 'جواب', value: 'جلد' },
    ],
  },

  mission: {
    heading: 'ہمارا مقصد',
    text: [
      'جو لوگ آسانی سے چل پھر نہیں سکتے، ہم ان کی مدد کرتے ہیں تاکہ وہ محفوظ طریقے سے، آرام سے اور عزت کے ساتھ سفر کر سکیں۔',
      'یہ سروس ڈاکٹروں اور فزیوتھراپسٹوں نے شروع کی۔ انہوں نے ہر سفر مریضوں کی ضرورتوں کو سامنے رکھ کر بنایا، تاکہ ڈاکٹر کے پاس آنے جانے کی ایک فکر کم ہو جائے۔',
    ],
    audienceHeading: 'ہم کن کی خدمت کرتے ہیں',
    audience: [
      'وہ مریض جو آسانی سے چل پھر نہیں سکتے',
      'بزرگ',
      'معذور افراد',
      'آپریشن کے بعد گھر جانے والے مریض',
      'ڈائیلاسس اور بحالی (ری ہیبلیٹیشن) کے سینٹر',
      'ان کا خیال رکھنے والے گھر والے',
    ],
  },

  features: {
    heading: 'ہماری وین کے اندر',
    intro: 'ہر وین ان مریضوں کے لیے بنی ہے جو عام کار میں سفر نہیں کر سکتے۔ ہر سفر میں یہ سب شامل ہے۔',
    groups: {
      personnel: { title: 'عملہ', items: ['تربیت یافتہ ڈرائیور', 'تربیت یافتہ دیکھ بھال کرنے والے'] },
      accessibility: {
        title: 'آسان رسائی',
        items: ['وہیل چیئر کے لیے ہائیڈرالک لفٹ', 'پٹے جو وہیل چیئر کو اپنی جگہ پر مضبوطی سے روکے رکھتے ہیں'],
      },
      safety: {
        title: 'حفاظت',
        items: ['سیٹ بیلٹ', 'آگ بجھانے کا آلہ', 'فرسٹ ایڈ کٹ', 'آکسیجن سلنڈر', 'پیچھے جانے کا الارم اور کیمرہ'],
      },
      interior: { title: 'اندر کی بناوٹ', items: ['گدّے دار اندرونی حصہ', 'نہ پھسلنے والا فرش'] },
      comfort: { title: 'آرام', items: ['درجۂ حرارت کا کنٹرول', 'راستے میں تفریح'] },
      technology: {
        title: 'ٹیکنالوجی',
        items: ['جی پی ایس سے ٹریکنگ', 'کیبن میں سی سی ٹی وی کیمرہ', 'ٹیلی میڈیسن کے ذریعے طبی نگرانی'],
      },
      addons: {
        title: 'اضافی سہولتیں (اختیاری)',
        items: ['فون چارج کرنے کی سہولت', 'ہینڈ سینیٹائزر', 'اسنیکس اور پانی'],
      },
      compliance: { title: 'قواعد کی پابندی', items: ['انشورنس والی گاڑیاں', 'گاڑیوں کی باقاعدہ جانچ'] },
    },
  },

  mobility: {
    heading: 'نئے دور کا سفر',
    intro: 'ہماری وین آپ کو جہاں جانا ہو وہاں لے جاتی ہے، صرف اسپتال نہیں۔',
    usesHeading: 'ہم آپ کو کہاں لے جاتے ہیں',
    uses: {
      hospital: { label: 'اسپتال' },
      clinic: { label: 'کلینک' },
      dentist: { label: 'دانتوں کے ڈاکٹر' },
      airport: { label: 'ایئرپورٹ' },
      shopping: { label: 'خریداری' },
      recreation: { label: 'سیر و تفریح' },
    },
    whyHeading: 'ہمارے ساتھ سفر کیوں کریں',
    whyText: [
      'وہیل چیئر پر بیٹھے شخص کے لیے عام ٹیکسی مشکل ہوتی ہے، اور ایمبولینس ایمرجنسی کے لیے ہوتی ہے۔ ہم یہ کمی پوری کرتے ہیں۔',
      'تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے آپ کو گاڑی میں بٹھاتے اور اتارتے ہیں۔ ہائیڈرالک لفٹ وہیل چیئر کو اوپر اٹھاتی ہے، اور پٹے اسے اپنی جگہ پر روکے رکھتے ہیں۔ ہر سفر کی لائیو ویڈیو اور جی پی ایس کے ذریعے لائیو نگرانی ہوتی ہے۔',
    ],
    offersHeading: 'آفر اور پلان',
    offersTable: {
      caption: 'آفر اور رعایتیں',
      headers: { offer: 'آفر', whoFor: 'کس کے لیے', benefit: 'فائدہ' },
      rows: businessText.offers,
    },
    plansTable: {
      caption: 'باقاعدہ سفر کے لیے پلان',
      headers: { plan: 'پلان', rides: 'سفر', benefit: 'فائدہ' },
      rows: businessText.plans,
    },
    cancellationHeading: 'منسوخی کی پالیسی',
    cancellation: [businessText.cancellation.summary, businessText.cancellation.how],
  },

  services: {
    heading: 'ہماری ٹرانسپورٹ خدمات',
    intro: 'ہر طرح کے غیر ہنگامی سفر کے لیے ایک ہی ٹیم۔',
    items: {
      mobility: {
        title: 'چلنے پھرنے میں مدد',
        description: 'ہائیڈرالک لفٹ والی، وہیل چیئر کے لیے موزوں وین، ان لوگوں کے لیے جو عام کار استعمال نہیں کر سکتے۔',
      },
      medical: {
        title: 'طبی مدد',
        description: 'گاڑی میں تربیت یافتہ دیکھ بھال کرنے والے، آکسیجن سلنڈر اور فرسٹ ایڈ کٹ، اور ٹیلی میڈیسن کے ذریعے طبی نگرانی۔',
      },
      elderly: {
        title: 'بزرگوں کے لیے سفر',
        description: 'بزرگوں کی نرمی اور صبر سے مدد، ان کے دروازے سے وین تک اور واپس۔',
      },
      scheduled: {
        title: 'مقررہ اپائنٹمنٹ کے لیے سفر',
        description: 'ڈائیلاسس، تھراپی یا چیک اپ کے لیے باقاعدہ سفر۔ آپ پورے دن کے لیے ڈرائیور کے ساتھ وین کرائے پر بھی لے سکتے ہیں۔',
      },
      postSurgery: {
        title: 'آپریشن کے بعد سفر',
        description: 'آپریشن کے بعد اسپتال سے گھر تک آرام دہ سفر، گدّے دار اور درجۂ حرارت کنٹرول والی وین میں۔',
      },
      cityWide: {
        title: 'پورے شہر میں سروس',
        description: `ہم ${businessText.coverage.display} میں سروس دیتے ہیں۔ ${businessText.coverage.outstation}۔`,
      },
    },
    banner: {
      heading: 'اپنا سفر بک کریں',
      text: `ہمیں ہر دن ${businessText.hours.display} کال کریں، یا اپنی درخواست آن لائن بھیجیں۔`,
      callNow: 'ابھی کال کریں',
      bookOnline: 'آن لائن بک کریں',
    },
  },

  whyChooseUs: {
    heading: 'ہمیں کیوں چنیں',
    intro: 'ہمارا ہر سفر محفوظ، صاف اور آرام دہ کیوں ہوتا ہے۔',
    cards: {
      doctor: {
        title: 'ڈاکٹروں کی بنائی ہوئی سروس',
        description: 'تجربہ کار ڈاکٹروں اور فزیوتھراپسٹوں نے سروس کا ہر حصہ تیار کیا۔',
        badge: 'ڈاکٹروں کی رہنمائی میں',
      },
      personnel: {
        title: 'ڈرائیور اور دیکھ بھال کرنے والے',
        description: 'ہر سفر میں ایک تربیت یافتہ ڈرائیور گاڑی چلاتا ہے، اور تربیت یافتہ دیکھ بھال کرنے والے مریض کی مدد کرتے ہیں۔',
        badge: 'تربیت یافتہ ٹیم',
      },
      tracking: {
        title: 'لائیو ٹریکنگ',
        description: 'ہر سفر کی لائیو ویڈیو اور جی پی ایس کے ذریعے نگرانی ہوتی ہے۔',
        badge: 'ویڈیو اور جی پی ایس',
      },
      clean: {
        title: 'ہر سفر کے بعد جراثیم سے صفائی',
        description: 'ہر سفر کے بعد، اگلے مریض کے بیٹھنے سے پہلے، ہم وین کو صاف کرتے ہیں اور جراثیم سے پاک کرتے ہیں۔',
        badge: 'ہر سفر',
      },
      booking: {
        title: 'آسان بکنگ',
        description: `فون پر یا آن لائن بک کریں۔ سفر صرف بکنگ پر ہوتا ہے، ${businessText.hours.display}۔`,
        badge: 'فون یا آن لائن',
      },
      insurance: {
        title: 'انشورنس قبول ہے',
        description: 'ہم انشورنس قبول کرتے ہیں۔ بکنگ کے وقت اپنی پالیسی کے بارے میں ہم سے پوچھیں۔',
        badge: 'انشورنس',
      },
      snacks: {
        title: 'اسنیکس، پانی اور تفریح',
        description: 'مفت اسنیکس اور پانی، اور تفریح تاکہ سفر جلدی کٹ جائے۔',
        badge: 'مفت',
      },
    },
    statsLabel: 'ہمارا ریکارڈ، اعداد میں',
    stats: [
      { value: ltr(business.stats.years), label: 'سال کا تجربہ' },
      { value: ltr(business.stats.patients), label: 'مریضوں کی خدمت کی' },
      { value: business.stats.safety, label: 'حفاظتی ریکارڈ' },
    ],
  },

  aboutTeaser: {
    heading: 'ہمارے بارے میں',
    text: `ڈاکٹروں اور فزیوتھراپسٹوں نے یہ سروس اس لیے شروع کی تاکہ ہر مریض محفوظ طریقے سے، آرام سے اور عزت کے ساتھ سفر کر سکے۔ ہمارے پاس ${ltr(business.stats.years)} سال کا تجربہ ہے، اور ہم ${ltr(business.stats.patients)} مریضوں کی خدمت کر چکے ہیں۔`,
    checklist: [
      'ڈاکٹروں اور فزیوتھراپسٹوں نے شروع کی',
      'ہر سفر میں تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے',
      'وہیل چیئر کے لیے ہائیڈرالک لفٹ والی وین',
      'لائیو ویڈیو اور جی پی ایس سے نگرانی',
      'ہر سفر کے بعد جراثیم سے صفائی',
    ],
    image: {
      alt: 'ہماری وہیل چیئر والی وین کا تصویری خاکہ: پیچھے کی لفٹ نیچے اتری ہوئی ہے اور اس پر ایک وہیل چیئر رکھی ہے',
      ...vanIllustration,
    },
    learnMore: { shown: 'مزید جانیں', phrase: 'ہمارے بارے میں مزید جانیں', href: localizedPath('ur', '/about') },
  },
};

export default withHomeCodes(words);
