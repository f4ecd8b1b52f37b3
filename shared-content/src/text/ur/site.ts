// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** Text of the shell in Urdu: page names and titles, navigation bar, footer, 404, error and fallback screens. */
import { business } from '../../business';
import { ltr } from '../../i18n/bidi';
import { localizedPath } from '../../i18n/locales';
import type { SiteText } from '../en/site';
import businessText, { replyHours } from './business';

const site: SiteText = {
  pages: {
    home: {
      navLabel: 'ہوم',
      title: `${business.name} | حیدرآباد میں وہیل چیئر کے لیے موزوں طبی ٹرانسپورٹ`,
      description: `حیدرآباد میں مریضوں، بزرگوں اور معذور افراد کے لیے محفوظ اور آرام دہ غیر ہنگامی طبی ٹرانسپورٹ۔ ${businessText.hours.display}، صرف بکنگ پر۔`,
    },
    about: {
      navLabel: 'ہمارے بارے میں',
      title: `ہمارے بارے میں | ${business.name}`,
      description: `${ltr(business.stats.years)} سال کے تجربے والے ڈاکٹروں اور فزیوتھراپسٹوں نے یہ سروس شروع کی۔ ہمارے بانی ڈاکٹروں اور ہماری اقدار کے بارے میں جانیں۔`,
    },
    howitworks: {
      navLabel: 'یہ کیسے کام کرتا ہے',
      title: `یہ کیسے کام کرتا ہے | ${business.name}`,
      description: `چند منٹ میں سفر بک کریں: ایمرجنسی بکنگ، اسی دن کی بکنگ، یا ${business.advanceBookingDays} دن پہلے تک۔ بکنگ سے منزل تک پہنچنے کے چار مرحلے دیکھیں۔`,
    },
    contact: {
      navLabel: 'رابطہ',
      title: `رابطہ | ${business.name}`,
      description: `ہمیں کال، ای میل یا واٹس ایپ کریں، یا پیغام بھیجیں۔ ہم ہر دن ${replyHours} جواب دیتے ہیں۔`,
    },
  },
  emergencyGuidance: {
    label: 'ایمرجنسی',
    text: 'یہ ایمبولینس سروس نہیں ہے۔ جان کو خطرہ ہو تو',
    action: `${business.ambulanceNumber} پر کال کریں`,
    end: '۔',
  },
  shell: {
    skipLink: 'سیدھے مرکزی مواد پر جائیں',
    brandHomeLabel: `${business.name}، ہوم`,
    nav: {
      label: 'مرکزی',
      menuButton: 'مینو',
      callLabel: `${ltr(business.phone.display)} پر کال کریں`,
      bookButton: 'گاڑی بک کریں',
    },
    footer: {
      about: 'اسپتال، کلینک اور دوسری جگہوں تک محفوظ، آرام دہ اور وہیل چیئر کے لیے موزوں سفر۔ ڈاکٹروں اور فزیوتھراپسٹوں نے یہ سروس شروع کی۔',
      quickLinksHeading: 'اہم لنکس',
      servicesHeading: 'ہماری خدمات',
      services: [
        'چلنے پھرنے میں مدد',
        'طبی مدد',
        'بزرگوں کے لیے سفر',
        'مقررہ اپائنٹمنٹ کے لیے سفر',
        'آپریشن کے بعد سفر',
        'پورے شہر میں سروس',
      ],
      contactHeading: 'ہم سے رابطہ کریں',
      phoneLabel: 'فون',
      emailLabel: 'ای میل',
      addressLabel: 'پتہ',
      hoursHeading: 'سروس کے اوقات',
      hours: [`${businessText.hours.days}: ${businessText.hours.display}`, businessText.hours.reservationOnly],
      callBanner: {
        heading: 'سفر کرنا ہے؟ ابھی کال کریں',
        text: `ہم ہر دن ${replyHours} جواب دیتے ہیں۔`,
        action: 'کال کریں',
        emergency: `جان کو خطرہ ہو تو ایمبولینس کے لیے ${business.ambulanceNumber} پر کال کریں۔`,
      },
      legalLinks: [
        { label: 'رازداری کی پالیسی', href: '#' },
        { label: 'سروس کی شرائط', href: '#' },
        { label: 'کوکی پالیسی', href: '#' },
      ],
      copyright: `© ${business.copyrightYear} ${business.name}۔ جملہ حقوق محفوظ ہیں۔`,
    },
    notFound: {
      title: `صفحہ نہیں ملا | ${business.name}`,
      heading: '404',
      text: 'افسوس! صفحہ نہیں ملا',
      help: 'آپ جو صفحہ کھولنا چاہتے تھے، وہ موجود نہیں ہے یا کہیں اور چلا گیا ہے۔',
      homeLink: 'ہوم صفحے پر واپس جائیں',
      consoleMessage: '404 خرابی: صارف نے ایسا راستہ کھولنے کی کوشش کی جو موجود نہیں ہے:',
    },
    appError: {
      title: `خرابی | ${business.name}`,
      heading: 'اچانک کوئی خرابی ہو گئی',
      text: 'ہماری طرف سے کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں، یا ہمیں کال کریں۔ ہم بکنگ میں آپ کی مدد کریں گے۔',
      reload: 'صفحہ دوبارہ کھولیں',
      homeLink: 'ہوم صفحے پر واپس جائیں',
    },
    remoteFallback: {
      text: 'معاف کیجیے، یہ صفحہ نہیں کھلا۔ ہو سکتا ہے آپ کا انٹرنیٹ سست ہو، یا ہماری ویب سائٹ میں کوئی مسئلہ ہو۔',
      callText: 'آپ اب بھی فون پر سفر بک کر سکتے ہیں:',
      retry: 'دوبارہ کوشش کریں',
      loading: 'صفحہ کھل رہا ہے…',
    },
    preview: {
      label: 'پیش منظر',
      notice: 'آپ اس صفحے کا نیا روپ دیکھ رہے ہیں، جو دوسروں کو ابھی نظر نہیں آتا۔',
      release: 'ورژن',
      leave: 'پیش منظر بند کریں',
    },
  },
  /** The language switcher's name, read by screen readers. */
  languageSwitcher: { label: 'زبان' },
  ui: businessText.ui,
  homeHref: localizedPath('ur', '/'),
};

export default site;
