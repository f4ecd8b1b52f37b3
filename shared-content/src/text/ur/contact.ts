// DRAFT TRANSLATION (Urdu): machine-assisted draft. Must be reviewed by a native Urdu speaker before launch.
/** Text of the Contact page (/ur/contact) in Urdu. Business facts come from `business`; only wording lives here. */
import { business, exampleEmail } from '../../business';
import { ltr } from '../../i18n/bidi';
import { messageFormId } from '../../site';
import type { ContactText } from '../en/contact';
import businessText, { replyHours } from './business';
import { fieldsWithWords } from '../contactFields';

const { hours, coverage, responseTimes, cancellation } = businessText;

/** The same number of days as the English text: it is a rule of the service, not a word. */
const { messageRetentionDays } = business;

const contact: ContactText = {
  ui: businessText.ui,

  hero: {
    heading: 'ہم سے رابطہ کریں',
    lead: `ہمیں کال، ای میل یا واٹس ایپ کریں، یا پیغام بھیجیں۔ ہم ہر دن ${replyHours} جواب دیتے ہیں۔`,
  },

  methods: {
    heading: 'ہم سے رابطے کے طریقے',
    urgentLabel: 'فوری بکنگ',
    items: [
      {
        icon: 'phone',
        title: 'ایمرجنسی لائن',
        value: ltr(business.phone.display),
        description: `فوری سفر کی بکنگ کے لیے، ${hours.display}۔ جان کو خطرہ ہو تو یہ نمبر نہیں: تب ${business.ambulanceNumber} پر کال کریں۔`,
        action: { kind: 'call', href: business.phone.href, label: `${ltr(business.phone.display)} پر کال کریں` },
        urgent: true,
      },
      {
        icon: 'email',
        title: 'ای میل سے مدد',
        value: business.email.display,
        description: `ہمیں کسی بھی وقت لکھیں۔ ہم ہر دن ${replyHours} جواب دیتے ہیں۔`,
        action: { kind: 'email', href: business.email.href, label: 'ای میل بھیجیں' },
        urgent: false,
      },
      {
        icon: 'whatsapp',
        title: 'واٹس ایپ',
        value: ltr(business.whatsapp.display),
        description: `ہمیں کسی بھی وقت چیٹ پیغام بھیجیں۔ ہم ${replyHours} جواب دیتے ہیں۔`,
        action: { kind: 'whatsapp', href: business.whatsapp.href, label: 'واٹس ایپ پر چیٹ کریں' },
        urgent: false,
      },
      {
        icon: 'form',
        title: 'آن لائن بک کریں',
        value: 'اسی صفحے پر پیغام کا فارم',
        description: 'بتائیں آپ کو کب اور کہاں کا سفر کرنا ہے، اور ہم آپ سے کیسے رابطہ کریں۔',
        action: { kind: 'form', href: `#${messageFormId}`, label: 'اپنا پیغام لکھیں' },
        urgent: false,
      },
    ],
  },

  form: {
    heading: 'ہمیں پیغام بھیجیں',
    intro: 'بتائیں آپ کو کیا چاہیے اور ہم آپ سے کیسے رابطہ کریں۔ جن خانوں کے ساتھ (ضروری نہیں) لکھا ہے، انہیں آپ خالی چھوڑ سکتے ہیں۔',
    optionalLabel: '(ضروری نہیں)',
    labelNotes: { email: '(یہ یا فون نمبر ضروری ہے)', phone: '(یہ یا ای میل ضروری ہے)' },
    retentionDays: messageRetentionDays,
    consent: `آپ جو بھیجتے ہیں، اسے ہم صرف آپ کے سفر کا انتظام کرنے اور آپ کو جواب دینے کے لیے استعمال کرتے ہیں، اور ${messageRetentionDays} دن بعد مٹا دیتے ہیں۔`,
    errorTitlePrefix: 'خرابی:',
    honeypot: { name: 'website', label: 'اس خانے کو خالی چھوڑیں' },
    limitHint: (maxLength: number) => `زیادہ سے زیادہ ${maxLength} حروف۔`,
    fields: fieldsWithWords({
      firstName: { label: 'پہلا نام' },
      lastName: { label: 'خاندانی نام' },
      email: {
        label: 'ای میل ایڈریس',
        hint: 'ای میل ایڈریس یا فون نمبر دیں، یا دونوں، تاکہ ہم آپ کو جواب دے سکیں۔',
      },
      phone: {
        label: 'فون نمبر',
        hint: `10 ہندسے، جیسے ${ltr('98765 43210')}۔ شروع میں ${ltr('+91')} یا 0 لگا سکتے ہیں۔`,
      },
      service: {
        label: 'آپ کو کون سی سروس چاہیے',
        hint: 'جیسے: ڈائیلاسس تک کا سفر، اسپتال سے گھر، یا ایئرپورٹ تک۔',
      },
      message: {
        label: 'آپ کا پیغام',
        hint: 'بتائیں کہاں سے لینا ہے، کس تاریخ کو اور کس وقت، اور آپ کو کیا مدد چاہیے۔',
      },
    }),
    optionalFields: ['lastName', 'service'],
    submit: 'پیغام بھیجیں',
    sending: 'بھیجا جا رہا ہے…',
    sendingStatus: 'آپ کا پیغام بھیجا جا رہا ہے۔ براہ کرم انتظار کریں۔',
    clear: 'فارم خالی کریں',
    cleared: 'فارم خالی ہو گیا ہے۔',
    undoClear: 'واپس لائیں',
    draftRestored: 'آپ نے پہلے جو پیغام لکھنا شروع کیا تھا، وہ ہم نے رکھ لیا ہے۔ آپ وہیں سے آگے لکھ سکتے ہیں۔',
    errorSummaryTitle: 'کچھ ٹھیک کرنا ہے',
    errors: {
      firstNameMissing: 'اپنا پہلا نام لکھیں',
      replyMissing: 'ای میل ایڈریس یا فون نمبر لکھیں، تاکہ ہم آپ کو جواب دے سکیں',
      emailFormat: `ای میل ایڈریس صحیح طریقے سے لکھیں، جیسے ${exampleEmail}`,
      phoneFormat: `10 ہندسوں کا فون نمبر لکھیں، جیسے ${ltr('98765 43210')}۔ شروع میں ${ltr('+91')} یا 0 لگا سکتے ہیں`,
      messageMissing: 'اپنا پیغام لکھیں',
      tooLong: (label: string, maxLength: number) => `“${label}” میں زیادہ سے زیادہ ${maxLength} حروف لکھیں`,
    },
    confirm: {
      heading: 'بس ایک قدم باقی: اپنا پیغام بھیجیں',
      text: 'آپ کا پیغام تیار ہے۔ چنیں کہ اسے کیسے بھیجنا ہے۔ واٹس ایپ یا آپ کی ای میل ایپ پیغام بھر کر کھلے گی: وہاں بھیجیں دبائیں۔',
      previewHeading: 'آپ کا پیغام',
      edit: 'اپنا پیغام بدلیں',
      startAgain: 'نیا پیغام شروع کریں',
      keptNote: 'جب تک آپ نیا پیغام شروع نہیں کرتے، آپ کا لکھا ہوا اس صفحے پر رہے گا۔',
    },
    handoff: {
      whatsapp: 'واٹس ایپ پر بھیجیں',
      email: 'ای میل سے بھیجیں',
      callText: 'یا ہمیں کال کریں:',
    },
    sent: {
      heading: 'پیغام بھیج دیا گیا',
      referenceLabel: 'آپ کا ریفرنس نمبر:',
      text: `شکریہ۔ آپ کا پیغام ہمیں مل گیا ہے۔ ہم ${replyHours} جواب دیں گے۔`,
      another: 'ایک اور پیغام بھیجیں',
    },
    failed: {
      heading: 'آپ کا پیغام نہیں گیا',
      text: 'کچھ غلط ہو گیا۔ آپ نے جو لکھا ہے وہ محفوظ ہے۔ دوبارہ کوشش کے لیے “پیغام بھیجیں” دبائیں، یا اسے واٹس ایپ یا ای میل سے بھیجیں۔',
    },
    server: {
      callLabel: 'ہمیں کال کریں:',
      backToSite: 'ویب سائٹ پر واپس جائیں',
      badRequest: { heading: 'آپ کا پیغام پڑھا نہیں جا سکا', text: 'براہ کرم فارم پر واپس جائیں اور اسے دوبارہ بھیجیں، یا ہمیں کال کریں۔' },
      forbidden: { heading: 'پیغام قبول نہیں ہوا', text: 'براہ کرم اپنا پیغام ہماری ویب سائٹ کے فارم سے بھیجیں، یا ہمیں کال کریں۔' },
      tooLarge: { heading: 'آپ کا پیغام بہت لمبا ہے', text: 'براہ کرم اپنا پیغام چھوٹا کریں اور دوبارہ بھیجیں، یا ہمیں کال کریں۔' },
      wrongType: { heading: 'آپ کا پیغام پڑھا نہیں جا سکا', text: 'براہ کرم اپنا پیغام ہماری ویب سائٹ کے فارم سے بھیجیں، یا ہمیں کال کریں۔' },
      rateLimited: {
        heading: 'بہت زیادہ پیغامات',
        text: 'آپ نے تھوڑی دیر میں بہت سے پیغامات بھیجے ہیں۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ بھیجیں، یا ہمیں کال کریں۔',
      },
      unavailable: { heading: 'آپ کا پیغام محفوظ نہیں ہوا', text: 'ہم ابھی آپ کا پیغام محفوظ نہیں کر سکے۔ براہ کرم ایک منٹ بعد دوبارہ کوشش کریں، یا ہمیں کال کریں۔' },
      notFound: { heading: 'صفحہ نہیں ملا', text: 'یہ صفحہ موجود نہیں ہے۔ ویب سائٹ پر واپس جائیں یا ہمیں کال کریں۔' },
    },
    template: {
      subject: `پیغام: ${business.name} کی ویب سائٹ سے`,
      greeting: `آداب ${business.name}،`,
      fullName: 'نام:',
      email: 'ای میل:',
      phone: 'فون:',
      service: 'سروس:',
      message: 'پیغام:',
    },
  },

  office: {
    heading: 'ہمارا دفتر',
    items: [
      { id: 'address', icon: 'address', title: 'پتہ', lines: [...business.address.lines] },
      { id: 'hours', icon: 'hours', title: 'اوقات', lines: [hours.days, hours.display, hours.reservationOnly] },
      { id: 'coverage', icon: 'coverage', title: 'علاقہ', lines: [coverage.display, coverage.outstation] },
      {
        id: 'response',
        icon: 'response',
        title: 'جواب کا وقت',
        lines: [
          `ایمرجنسی بکنگ: ${responseTimes.emergency}`,
          `اسی دن: ${responseTimes.sameDay}`,
          `پیشگی بکنگ: ${responseTimes.advance}`,
        ],
      },
    ],
  },

  faqs: {
    heading: 'اکثر پوچھے جانے والے سوالات',
    items: [
      {
        question: 'میں سفر کیسے بک کروں؟',
        answer: `ہمیں کال کریں، واٹس ایپ پیغام بھیجیں، یا اس صفحے پر پیغام کا فارم استعمال کریں۔ ہم صرف بکنگ پر کام کرتے ہیں اور ہر دن ${hours.display} بکنگ لیتے ہیں۔`,
      },
      {
        question: 'کیا سفر منسوخ یا تبدیل کیا جا سکتا ہے؟',
        answer: `${cancellation.summary} ${cancellation.how}`,
      },
      {
        question: 'آپ کن علاقوں میں سروس دیتے ہیں؟',
        answer: `ہم ${coverage.display} میں سروس دیتے ہیں۔ ${coverage.outstation}۔`,
      },
      {
        question: 'کیا وہیل چیئر میں بیٹھے بیٹھے سفر کیا جا سکتا ہے، اور کیا آپ انشورنس قبول کرتے ہیں؟',
        answer:
          'جی ہاں۔ ہماری گاڑیوں میں وہیل چیئر کے لیے ہائیڈرالک لفٹ اور اسے روکے رکھنے والے پٹے ہیں، اور تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے راستے میں آپ کی مدد کرتے ہیں۔ ہم انشورنس قبول کرتے ہیں۔',
      },
    ],
  },

  emergency: {
    heading: `جان کو خطرہ ہو تو ${business.ambulanceNumber} پر کال کریں`,
    text: `ہم غیر ہنگامی ٹرانسپورٹ سروس ہیں، ایمبولینس نہیں۔ اگر کسی کی جان خطرے میں ہو، تو ابھی ایمبولینس کے لیے ${business.ambulanceNumber} پر کال کریں۔`,
    ambulanceAction: 'کال کریں',
    bookingText: `ہمارے ساتھ فوری بکنگ کے لیے ہماری لائن پر کال کریں، ${hours.display}۔`,
  },
};

export default contact;
