// DRAFT TRANSLATION (Telugu): machine-assisted draft. Must be reviewed by a native Telugu speaker before launch.
/** Text of the Contact page (/te/contact) in Telugu. Business facts come from `business`; only wording lives here. */
import { business, exampleEmail } from '../../business';
import { messageFormId } from '../../site';
import type { ContactText } from '../en/contact';
import businessText from './business';
import { fieldsWithWords } from '../contactFields';

const { hours, coverage, responseTimes, cancellation } = businessText;
const { messageRetentionDays: retentionDays } = business;
const submit = 'సందేశం పంపండి';
const sendFromWebsiteForm = 'దయచేసి మా వెబ్‌సైట్‌లోని ఫారం నుండి సందేశం పంపండి, లేదా మాకు కాల్ చేయండి.';

const contact: ContactText = {
  ui: businessText.ui,

  hero: {
    heading: 'మమ్మల్ని సంప్రదించండి',
    lead: `మాకు కాల్ చేయండి, ఇ-మెయిల్ లేదా వాట్సాప్ పంపండి, లేదా సందేశం రాయండి. ప్రతిరోజూ ${hours.display} మేము అందుబాటులో ఉంటాము.`,
  },

  methods: {
    heading: 'మమ్మల్ని సంప్రదించే మార్గాలు',
    urgentLabel: 'త్వరిత బుకింగ్‌లు',
    items: [
      {
        icon: 'phone',
        title: 'అత్యవసర లైన్',
        value: business.phone.display,
        description: `త్వరగా కావాల్సిన ప్రయాణాల బుకింగ్ కోసం, ${hours.display}. ప్రాణాపాయ అత్యవసర పరిస్థితికి ఈ లైన్ కాదు: అప్పుడు ${business.ambulanceNumber}కి కాల్ చేయండి.`,
        action: { kind: 'call', href: business.phone.href, label: `${business.phone.display} కు కాల్ చేయండి` },
        urgent: true,
      },
      {
        icon: 'email',
        title: 'ఇ-మెయిల్ సహాయం',
        value: business.email.display,
        description: `ఎప్పుడైనా మాకు రాయండి. ప్రతిరోజూ ${hours.display} జవాబు ఇస్తాము.`,
        action: { kind: 'email', href: business.email.href, label: 'ఇ-మెయిల్ పంపండి' },
        urgent: false,
      },
      {
        icon: 'whatsapp',
        title: 'వాట్సాప్',
        value: business.whatsapp.display,
        description: `ఎప్పుడైనా చాట్ సందేశం పంపండి. ${hours.display} జవాబు ఇస్తాము.`,
        action: { kind: 'whatsapp', href: business.whatsapp.href, label: 'వాట్సాప్‌లో చాట్ చేయండి' },
        urgent: false,
      },
      {
        icon: 'form',
        title: 'ఆన్‌లైన్‌లో బుక్ చేయండి',
        value: 'ఈ పేజీలోని సందేశ ఫారం',
        description: 'మీకు ఎప్పుడు, ఎక్కడికి ప్రయాణం కావాలో, మిమ్మల్ని ఎలా సంప్రదించాలో చెప్పండి.',
        action: { kind: 'form', href: `#${messageFormId}`, label: 'మీ సందేశం రాయండి' },
        urgent: false,
      },
    ],
  },

  form: {
    heading: 'మాకు సందేశం పంపండి',
    intro: 'మీకు ఏమి కావాలో, మిమ్మల్ని ఎలా సంప్రదించాలో చెప్పండి. "(తప్పనిసరి కాదు)" అని ఉన్న ఖాళీలను నింపకపోయినా పర్వాలేదు.',
    optionalLabel: '(తప్పనిసరి కాదు)',
    labelNotes: { email: '(ఇది గానీ ఫోన్ నంబర్ గానీ తప్పనిసరి)', phone: '(ఇది గానీ ఇ-మెయిల్ గానీ తప్పనిసరి)' },
    retentionDays,
    consent: `మీరు పంపే వివరాలను మీ ప్రయాణం ఏర్పాటు చేయడానికి, మీకు జవాబు ఇవ్వడానికి మాత్రమే వాడతాము. ${retentionDays} రోజుల తర్వాత వాటిని తొలగిస్తాము.`,
    errorTitlePrefix: 'లోపం:',
    honeypot: { name: 'website', label: 'ఈ ఖాళీని నింపకండి' },
    limitHint: (maxLength: number) => `${maxLength} అక్షరాల వరకు రాయవచ్చు.`,
    fields: fieldsWithWords({
      firstName: { label: 'మొదటి పేరు' },
      lastName: { label: 'ఇంటి పేరు' },
      email: {
        label: 'ఇ-మెయిల్ చిరునామా',
        hint: 'మేము జవాబు ఇవ్వడానికి ఇ-మెయిల్ చిరునామా గానీ ఫోన్ నంబర్ గానీ, లేదా రెండూ ఇవ్వండి.',
      },
      phone: {
        label: 'ఫోన్ నంబర్',
        hint: '10 అంకెలు, ఉదాహరణకు 98765 43210. ముందు +91 లేదా 0 పెట్టవచ్చు.',
      },
      service: {
        label: 'మీకు కావలసిన సేవ',
        hint: 'ఉదాహరణకు: డయాలసిస్‌కు, ఆసుపత్రి నుండి ఇంటికి, లేదా విమానాశ్రయానికి ప్రయాణం.',
      },
      message: {
        label: 'మీ సందేశం',
        hint: 'ఎక్కడ ఎక్కించుకోవాలి, తేదీ, సమయం, మీకు కావలసిన సహాయం గురించి రాయండి.',
      },
    }),
    optionalFields: ['lastName', 'service'] as const,
    submit,
    sending: 'పంపుతున్నాము…',
    sendingStatus: 'మీ సందేశం పంపుతున్నాము. దయచేసి కాసేపు ఆగండి.',
    clear: 'ఫారం ఖాళీ చేయండి',
    cleared: 'ఫారం ఖాళీ అయింది.',
    undoClear: 'తిరిగి తెచ్చుకోండి',
    draftRestored: 'మీరు ఇంతకు ముందు మొదలుపెట్టిన సందేశాన్ని దాచి ఉంచాము. ఆపిన చోటు నుండి కొనసాగించవచ్చు.',
    errorSummaryTitle: 'ఒక సమస్య ఉంది',
    errors: {
      firstNameMissing: 'మీ మొదటి పేరు రాయండి',
      replyMissing: 'మేము జవాబు ఇవ్వడానికి, ఇ-మెయిల్ చిరునామా గానీ ఫోన్ నంబర్ గానీ రాయండి',
      emailFormat: `ఇ-మెయిల్ చిరునామాను సరైన రూపంలో రాయండి, ఉదాహరణకు ${exampleEmail}`,
      phoneFormat: '10 అంకెల ఫోన్ నంబర్ రాయండి, ఉదాహరణకు 98765 43210. ముందు +91 లేదా 0 పెట్టవచ్చు',
      messageMissing: 'మీ సందేశం రాయండి',
      tooLong: (label: string, maxLength: number) => `${label}: ${maxLength} అక్షరాలకు మించకూడదు. దయచేసి తగ్గించండి`,
    },
    confirm: {
      heading: 'దాదాపు అయిపోయింది: మీ సందేశం పంపండి',
      text: 'మీ సందేశం సిద్ధంగా ఉంది. ఎలా పంపాలో ఎంచుకోండి. వాట్సాప్ గానీ మీ ఇ-మెయిల్ యాప్ గానీ మీ సందేశంతో తెరుచుకుంటుంది: అక్కడ పంపే బటన్ నొక్కండి.',
      previewHeading: 'మీ సందేశం',
      edit: 'మీ సందేశం మార్చండి',
      startAgain: 'కొత్త సందేశం మొదలుపెట్టండి',
      keptNote: 'మీరు కొత్త సందేశం మొదలుపెట్టే వరకు మీ సందేశం ఈ పేజీలోనే ఉంటుంది.',
    },
    handoff: {
      whatsapp: 'వాట్సాప్‌లో పంపండి',
      email: 'ఇ-మెయిల్‌లో పంపండి',
      callText: 'లేదా మాకు కాల్ చేయండి:',
    },
    sent: {
      heading: 'సందేశం వెళ్ళింది',
      referenceLabel: 'మీ రిఫరెన్స్ నంబర్:',
      text: `ధన్యవాదాలు. మీ సందేశం మాకు అందింది. మా పని వేళల్లో (${hours.display}) మీకు జవాబు ఇస్తాము.`,
      another: 'ఇంకో సందేశం పంపండి',
    },
    failed: {
      heading: 'మీ సందేశం వెళ్ళలేదు',
      text: `ఏదో పొరపాటు జరిగింది. మీరు రాసినది ఏదీ పోలేదు. మళ్ళీ ప్రయత్నించడానికి "${submit}" నొక్కండి, లేదా వాట్సాప్‌లో గానీ ఇ-మెయిల్‌లో గానీ పంపండి.`,
    },
    server: {
      callLabel: 'మాకు కాల్ చేయండి:',
      backToSite: 'వెబ్‌సైట్‌కు తిరిగి వెళ్ళండి',
      badRequest: { heading: 'మీ సందేశాన్ని చదవలేకపోయాము', text: 'దయచేసి ఫారంకు తిరిగి వెళ్ళి మళ్ళీ పంపండి, లేదా మాకు కాల్ చేయండి.' },
      forbidden: { heading: 'ఈ సందేశాన్ని తీసుకోలేకపోయాము', text: sendFromWebsiteForm },
      tooLarge: { heading: 'మీ సందేశం చాలా పొడవుగా ఉంది', text: 'దయచేసి సందేశాన్ని చిన్నదిగా చేసి మళ్ళీ పంపండి, లేదా మాకు కాల్ చేయండి.' },
      wrongType: { heading: 'మీ సందేశాన్ని చదవలేకపోయాము', text: sendFromWebsiteForm },
      rateLimited: {
        heading: 'చాలా ఎక్కువ సందేశాలు',
        text: 'మీరు తక్కువ సమయంలో చాలా సందేశాలు పంపారు. దయచేసి ఒక నిమిషం ఆగి మళ్ళీ పంపండి, లేదా మాకు కాల్ చేయండి.',
      },
      unavailable: { heading: 'మీ సందేశం సేవ్ కాలేదు', text: 'ఇప్పుడు మీ సందేశాన్ని సేవ్ చేయలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్ళీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి.' },
      notFound: { heading: 'పేజీ కనబడలేదు', text: 'ఈ పేజీ లేదు. వెబ్‌సైట్‌కు తిరిగి వెళ్ళండి, లేదా మాకు కాల్ చేయండి.' },
    },
    template: {
      subject: `${business.name} వెబ్‌సైట్ నుండి సందేశం`,
      greeting: `నమస్కారం ${business.name},`,
      fullName: 'పేరు:',
      email: 'ఇ-మెయిల్:',
      phone: 'ఫోన్:',
      service: 'సేవ:',
      message: 'సందేశం:',
    },
  },

  office: {
    heading: 'మా కార్యాలయం',
    items: [
      { id: 'address', icon: 'address', title: 'చిరునామా', lines: [...business.address.lines] },
      { id: 'hours', icon: 'hours', title: 'పని వేళలు', lines: [hours.days, hours.display, hours.reservationOnly] },
      { id: 'coverage', icon: 'coverage', title: 'సేవా ప్రాంతం', lines: [coverage.display, coverage.outstation] },
      {
        id: 'response',
        icon: 'response',
        title: 'స్పందన సమయాలు',
        lines: [
          `అత్యవసర బుకింగ్: ${responseTimes.emergency}`,
          `అదే రోజు: ${responseTimes.sameDay}`,
          `ముందస్తు బుకింగ్: ${responseTimes.advance}`,
        ],
      },
    ],
  },

  faqs: {
    heading: 'తరచుగా అడిగే ప్రశ్నలు',
    items: [
      {
        question: 'ప్రయాణం ఎలా బుక్ చేయాలి?',
        answer: `మాకు కాల్ చేయండి, వాట్సాప్ సందేశం పంపండి, లేదా ఈ పేజీలోని సందేశ ఫారం వాడండి. మేము బుకింగ్ ద్వారా మాత్రమే పనిచేస్తాము. ప్రతిరోజూ ${hours.display} బుకింగ్‌లు స్వీకరిస్తాము.`,
      },
      {
        question: 'నా ప్రయాణాన్ని రద్దు చేయవచ్చా, లేదా మార్చవచ్చా?',
        answer: `${cancellation.summary} ${cancellation.how}`,
      },
      {
        question: 'మీరు ఏ ప్రాంతాలకు సేవ అందిస్తారు?',
        answer: `మా సేవలు అందే ప్రాంతం: ${coverage.display}. ${coverage.outstation}.`,
      },
      {
        question: 'నా వీల్‌చైర్‌లోనే ప్రయాణించవచ్చా? మీరు ఇన్సూరెన్స్ అంగీకరిస్తారా?',
        answer:
          'అవును. మా వాహనాల్లో హైడ్రాలిక్ వీల్‌చైర్ లిఫ్ట్‌లు, వీల్‌చైర్‌ను కదలకుండా పట్టి ఉంచే బెల్టులు ఉన్నాయి. శిక్షణ పొందిన డ్రైవర్లు, సహాయకులు దారిలో మీకు సహాయం చేస్తారు. మేము ఇన్సూరెన్స్ అంగీకరిస్తాము.',
      },
    ],
  },

  emergency: {
    heading: `ప్రాణాపాయ అత్యవసర పరిస్థితిలో ${business.ambulanceNumber}కి కాల్ చేయండి`,
    text: `మాది అత్యవసరం కాని ప్రయాణ సేవ, అంబులెన్స్ కాదు. ఎవరి ప్రాణమైనా ప్రమాదంలో ఉంటే, అంబులెన్స్ కోసం ఇప్పుడే ${business.ambulanceNumber}కి కాల్ చేయండి.`,
    ambulanceAction: 'కాల్ చేయండి',
    bookingText: `మాతో త్వరిత బుకింగ్ కోసం, ${hours.display} మా లైన్‌కు కాల్ చేయండి.`,
  },
};

export default contact;
