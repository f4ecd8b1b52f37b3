// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** Text of the Contact page (/hi/contact) in Hindi. Business facts come from `business`; only wording lives here. */
import { business, exampleEmail } from '../../business';
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
    heading: 'संपर्क करें',
    lead: `हमें कॉल, ई-मेल या व्हाट्सऐप करें, या संदेश भेजें। हम हर दिन ${replyHours} जवाब देते हैं।`,
  },

  methods: {
    heading: 'हम तक पहुंचने के तरीके',
    urgentLabel: 'जल्दी की बुकिंग',
    items: [
      {
        icon: 'phone',
        title: 'इमरजेंसी लाइन',
        value: business.phone.display,
        description: `जल्दी के सफर की बुकिंग के लिए, ${hours.display}। जान का खतरा हो तो यह नंबर नहीं: तब ${business.ambulanceNumber} पर कॉल करें।`,
        action: { kind: 'call', href: business.phone.href, label: `${business.phone.display} पर कॉल करें` },
        urgent: true,
      },
      {
        icon: 'email',
        title: 'ई-मेल सहायता',
        value: business.email.display,
        description: `हमें कभी भी लिखें। हम हर दिन ${replyHours} जवाब देते हैं।`,
        action: { kind: 'email', href: business.email.href, label: 'ई-मेल भेजें' },
        urgent: false,
      },
      {
        icon: 'whatsapp',
        title: 'व्हाट्सऐप',
        value: business.whatsapp.display,
        description: `हमें कभी भी चैट संदेश भेजें। हम ${replyHours} जवाब देते हैं।`,
        action: { kind: 'whatsapp', href: business.whatsapp.href, label: 'व्हाट्सऐप पर चैट करें' },
        urgent: false,
      },
      {
        icon: 'form',
        title: 'ऑनलाइन बुक करें',
        value: 'इसी पेज पर संदेश फॉर्म',
        description: 'बताइए आपको कब और कहां का सफर करना है, और हम आपसे कैसे संपर्क करें।',
        action: { kind: 'form', href: `#${messageFormId}`, label: 'अपना संदेश लिखें' },
        urgent: false,
      },
    ],
  },

  form: {
    heading: 'हमें संदेश भेजें',
    intro: 'बताइए आपको क्या चाहिए और हम आपसे कैसे संपर्क करें। जिन खानों के साथ (जरूरी नहीं) लिखा है, उन्हें आप खाली छोड़ सकते हैं।',
    optionalLabel: '(जरूरी नहीं)',
    labelNotes: { email: '(यह या फोन नंबर जरूरी)', phone: '(यह या ई-मेल जरूरी)' },
    retentionDays: messageRetentionDays,
    consent: `आप जो भेजते हैं, उसे हम सिर्फ आपका सफर तय करने और आपको जवाब देने के लिए इस्तेमाल करते हैं, और ${messageRetentionDays} दिन बाद मिटा देते हैं।`,
    errorTitlePrefix: 'त्रुटि:',
    honeypot: { name: 'website', label: 'इस खाने को खाली छोड़ें' },
    limitHint: (maxLength: number) => `ज्यादा से ज्यादा ${maxLength} अक्षर।`,
    fields: fieldsWithWords({
      firstName: { label: 'पहला नाम' },
      lastName: { label: 'उपनाम (सरनेम)' },
      email: {
        label: 'ई-मेल पता',
        hint: 'ई-मेल पता या फोन नंबर दें, या दोनों, ताकि हम आपको जवाब दे सकें।',
      },
      phone: {
        label: 'फोन नंबर',
        hint: '10 अंक, जैसे 98765 43210। शुरू में +91 या 0 लगा सकते हैं।',
      },
      service: {
        label: 'आपको कौन-सी सेवा चाहिए',
        hint: 'जैसे: डायलिसिस तक का सफर, अस्पताल से घर, या एयरपोर्ट तक।',
      },
      message: {
        label: 'आपका संदेश',
        hint: 'बताइए कहां से लेना है, किस तारीख और किस समय, और आपको क्या मदद चाहिए।',
      },
    }),
    optionalFields: ['lastName', 'service'],
    submit: 'संदेश भेजें',
    sending: 'भेज रहे हैं…',
    sendingStatus: 'आपका संदेश भेजा जा रहा है। कृपया रुकें।',
    clear: 'फॉर्म खाली करें',
    cleared: 'फॉर्म खाली हो गया है।',
    undoClear: 'वापस लाएं',
    draftRestored: 'आपने पहले जो संदेश लिखना शुरू किया था, वह हमने रख लिया है। आप वहीं से आगे लिख सकते हैं।',
    errorSummaryTitle: 'कुछ ठीक करना है',
    errors: {
      firstNameMissing: 'अपना पहला नाम लिखें',
      replyMissing: 'ई-मेल पता या फोन नंबर लिखें, ताकि हम आपको जवाब दे सकें',
      emailFormat: `ई-मेल पता सही तरीके से लिखें, जैसे ${exampleEmail}`,
      phoneFormat: '10 अंकों का फोन नंबर लिखें, जैसे 98765 43210। शुरू में +91 या 0 लगा सकते हैं',
      messageMissing: 'अपना संदेश लिखें',
      tooLong: (label: string, maxLength: number) => `“${label}” में ज्यादा से ज्यादा ${maxLength} अक्षर लिखें`,
    },
    confirm: {
      heading: 'बस एक कदम बाकी: अपना संदेश भेजें',
      text: 'आपका संदेश तैयार है। चुनें कि इसे कैसे भेजना है। व्हाट्सऐप या आपका ई-मेल ऐप संदेश भरकर खुलेगा: वहां भेजें दबाएं।',
      previewHeading: 'आपका संदेश',
      edit: 'संदेश बदलें',
      startAgain: 'नया संदेश शुरू करें',
      keptNote: 'जब तक आप नया संदेश शुरू नहीं करते, आपका लिखा इस पेज पर रहेगा।',
    },
    handoff: {
      whatsapp: 'व्हाट्सऐप पर भेजें',
      email: 'ई-मेल से भेजें',
      callText: 'या हमें कॉल करें:',
    },
    sent: {
      heading: 'संदेश भेज दिया गया',
      referenceLabel: 'आपका रेफरेंस नंबर:',
      text: `धन्यवाद। आपका संदेश हमें मिल गया है। हम ${replyHours} जवाब देंगे।`,
      another: 'एक और संदेश भेजें',
    },
    failed: {
      heading: 'आपका संदेश नहीं गया',
      text: 'कुछ गड़बड़ हो गई। आपका लिखा कुछ भी नहीं मिटा है। फिर से कोशिश करने के लिए “संदेश भेजें” दबाएं, या इसे व्हाट्सऐप या ई-मेल से भेजें।',
    },
    server: {
      callLabel: 'हमें कॉल करें:',
      backToSite: 'वेबसाइट पर वापस जाएं',
      badRequest: { heading: 'आपका संदेश पढ़ा नहीं जा सका', text: 'कृपया फॉर्म पर वापस जाकर इसे फिर से भेजें, या हमें कॉल करें।' },
      forbidden: { heading: 'संदेश स्वीकार नहीं हुआ', text: 'कृपया अपना संदेश हमारी वेबसाइट के फॉर्म से भेजें, या हमें कॉल करें।' },
      tooLarge: { heading: 'आपका संदेश बहुत लंबा है', text: 'कृपया संदेश छोटा करके फिर से भेजें, या हमें कॉल करें।' },
      wrongType: { heading: 'आपका संदेश पढ़ा नहीं जा सका', text: 'कृपया अपना संदेश हमारी वेबसाइट के फॉर्म से भेजें, या हमें कॉल करें।' },
      rateLimited: {
        heading: 'बहुत सारे संदेश',
        text: 'आपने थोड़े समय में कई संदेश भेजे हैं। कृपया एक मिनट रुककर फिर से भेजें, या हमें कॉल करें।',
      },
      unavailable: { heading: 'आपका संदेश सेव नहीं हुआ', text: 'हम अभी आपका संदेश सेव नहीं कर पाए। कृपया एक मिनट बाद फिर से कोशिश करें, या हमें कॉल करें।' },
      notFound: { heading: 'पेज नहीं मिला', text: 'यह पेज मौजूद नहीं है। वेबसाइट पर वापस जाएं या हमें कॉल करें।' },
    },
    template: {
      subject: `${business.name} वेबसाइट से संदेश`,
      greeting: `नमस्ते ${business.name},`,
      fullName: 'नाम:',
      email: 'ई-मेल:',
      phone: 'फोन:',
      service: 'सेवा:',
      message: 'संदेश:',
    },
  },

  office: {
    heading: 'हमारा दफ्तर',
    items: [
      { id: 'address', icon: 'address', title: 'पता', lines: [...business.address.lines] },
      { id: 'hours', icon: 'hours', title: 'समय', lines: [hours.days, hours.display, hours.reservationOnly] },
      { id: 'coverage', icon: 'coverage', title: 'सेवा क्षेत्र', lines: [coverage.display, coverage.outstation] },
      {
        id: 'response',
        icon: 'response',
        title: 'जवाब का समय',
        lines: [
          `इमरजेंसी बुकिंग: ${responseTimes.emergency}`,
          `उसी दिन: ${responseTimes.sameDay}`,
          `पहले से बुकिंग: ${responseTimes.advance}`,
        ],
      },
    ],
  },

  faqs: {
    heading: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        question: 'मैं सफर कैसे बुक करूं?',
        answer: `हमें कॉल करें, व्हाट्सऐप संदेश भेजें, या इस पेज पर संदेश फॉर्म भरें। हम केवल बुकिंग पर काम करते हैं और हर दिन ${hours.display} बुकिंग लेते हैं।`,
      },
      {
        question: 'क्या सफर रद्द किया या बदला जा सकता है?',
        answer: `${cancellation.summary} ${cancellation.how}`,
      },
      {
        question: 'आप किन इलाकों में सेवा देते हैं?',
        answer: `हम ${coverage.display} में सेवा देते हैं। ${coverage.outstation}।`,
      },
      {
        question: 'क्या व्हीलचेयर पर बैठे-बैठे सफर हो सकता है, और क्या आप बीमा स्वीकार करते हैं?',
        answer:
          'हां। हमारी गाड़ियों में बांधे रखने वाली बेल्ट (टाई-डाउन) के साथ हाइड्रोलिक व्हीलचेयर लिफ्ट है, और प्रशिक्षित ड्राइवर और केयरटेकर रास्ते में आपकी मदद करते हैं। हम बीमा स्वीकार करते हैं।',
      },
    ],
  },

  emergency: {
    heading: `जान का खतरा हो तो ${business.ambulanceNumber} पर कॉल करें`,
    text: `हम नॉन-इमरजेंसी ट्रांसपोर्ट सेवा हैं, एम्बुलेंस नहीं। अगर किसी की जान खतरे में है, तो अभी एम्बुलेंस के लिए ${business.ambulanceNumber} पर कॉल करें।`,
    ambulanceAction: 'कॉल करें',
    bookingText: `हमारे साथ जल्दी की बुकिंग के लिए हमारी लाइन पर कॉल करें, ${hours.display}।`,
  },
};

export default contact;
