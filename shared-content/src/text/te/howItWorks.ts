// DRAFT TRANSLATION (Telugu): machine-assisted draft. Must be reviewed by a native Telugu speaker before launch.
/** Text of the How It Works page (/te/how-it-works) in Telugu. */
import { business } from '../../business';
import { bookingHref } from '../../site';
import type { HowItWorksWords } from '../en/howItWorks';
import { withHowItWorksCodes } from '../howItWorks';
import businessText from './business';

const { hours, coverage, responseTimes, cancellation } = businessText;

export const words: HowItWorksWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: 'సులభమైన బుకింగ్',
    heading: 'ఎలా పనిచేస్తుంది',
    lead: 'ప్రయాణం బుక్ చేయడానికి కొన్ని నిమిషాలే పడుతుంది. మేము మీకు ఎప్పుడు కావాలో ఎంచుకోండి, రోగి గురించి చెప్పండి. మిగతాది మేము చూసుకుంటాము.',
    factsLabel: 'బుక్ చేసే ముందు తెలుసుకోవలసినవి',
    facts: [hours.reservationOnly, `ప్రతిరోజూ ${hours.display}`, coverage.display],
  },
  options: {
    heading: 'ఎలా బుక్ చేయాలో ఎంచుకోండి',
    intro: 'మీరు ఎప్పుడు ప్రయాణించాలో చెప్పండి. బుక్ చేయడానికి మూడు మార్గాలు ఉన్నాయి.',
    list: {
      emergency: {
        title: 'అత్యవసర బుకింగ్',
        description: 'వైద్య అత్యవసరం కాని, త్వరగా వెళ్ళాల్సిన ప్రయాణం కోసం, ఉదాహరణకు అకస్మాత్తుగా క్లినిక్‌కు వెళ్ళాల్సి వస్తే. మాకు కాల్ చేయండి, దగ్గరలో ఉన్న వాహనాన్ని ఏర్పాటు చేస్తాము.',
        responseTimeLabel: 'స్పందన సమయం',
        responseTime: responseTimes.emergency,
        badge: 'అన్నిటికంటే వేగం',
      },
      sameDay: {
        title: 'అదే రోజు బుకింగ్',
        description: 'ఈ రోజే కొంచెం తర్వాత ఉన్న అపాయింట్‌మెంట్ కోసం. కాల్ చేయండి లేదా సందేశం పంపండి. మీకు అనుకూలమైన సమయాన్ని ఖరారు చేస్తాము.',
        responseTimeLabel: 'స్పందన సమయం',
        responseTime: responseTimes.sameDay,
        badge: 'ఈ రోజే',
      },
      advance: {
        title: 'ముందస్తు బుకింగ్',
        description: 'డయాలసిస్, ఫిజియోథెరపీ, చెకప్ లాంటి ముందే నిర్ణయించిన ప్రయాణాల కోసం. ఒకసారి బుక్ చేయండి, లేదా మా వారం, నెల ప్లాన్ల గురించి అడగండి.',
        responseTimeLabel: 'బుకింగ్',
        responseTime: responseTimes.advance,
        badge: 'తరచూ ప్రయాణాలకు ఉత్తమం',
      },
    },
    notesHeading: 'బుక్ చేసే ముందు',
    notes: [
      `ప్రతిరోజూ ${hours.display}, బుకింగ్ ద్వారా మాత్రమే ప్రయాణాలు ఏర్పాటు చేస్తాము.`,
      `${cancellation.summary} ${cancellation.how}`,
      `మేము అత్యవసర అంబులెన్స్ కాదు. వైద్య అత్యవసర పరిస్థితిలో ${business.ambulanceNumber}కి కాల్ చేయండి.`,
    ],
  },
  steps: {
    heading: 'నాలుగు సులభమైన దశలు',
    intro: 'మీ మొదటి కాల్ నుండి సురక్షితంగా చేరే వరకు.',
    stepLabel: 'దశ',
    detailsLabel: 'ఇందులో ఏమి ఉంటుంది',
    list: [
      {
        number: 1,
        title: 'మీ ప్రయాణం బుక్ చేసుకోండి',
        description: 'మీరు ప్రయాణించాల్సిన రోజు, సమయం చెబుతూ మాకు కాల్ చేయండి లేదా సందేశం పంపండి.',
        details: [
          `${business.phone.display} కు కాల్ చేయండి (${hours.display})`,
          'లేదా మా సంప్రదింపు పేజీ నుండి సందేశం పంపండి',
          `అదే రోజు లేదా ${responseTimes.advance} బుక్ చేయండి`,
        ],
      },
      {
        number: 2,
        title: 'రోగి గురించి మాకు చెప్పండి',
        description: 'సరైన వాహనం, సరైన సహాయం పంపడానికి కొన్ని ప్రశ్నలు అడుగుతాము.',
        details: [
          'ఎక్కడ ఎక్కించుకోవాలి, ఎక్కడ దించాలి (చిరునామాలు)',
          'అపాయింట్‌మెంట్ సమయం',
          'వీల్‌చైర్ లాంటి కదలిక అవసరాలు',
          'దారిలో ఆక్సిజన్ లాంటి వైద్య అవసరాలు ఏమైనా ఉంటే',
        ],
      },
      {
        number: 3,
        title: 'మీ ప్రయాణాన్ని ఖరారు చేస్తాము',
        description: 'పికప్ సమయాన్ని ఖరారు చేసి, శిక్షణ పొందిన డ్రైవర్, సహాయకులతో ప్రయాణాన్ని ప్లాన్ చేస్తాము.',
        details: [
          'మీ ప్రయాణానికి శిక్షణ పొందిన డ్రైవర్, సహాయకులు',
          'ప్రతి ప్రయాణం తర్వాత శానిటైజ్ చేసిన వాహనం',
          `పికప్‌కు ${business.cancellation.noticeHours} గంటల ముందు వరకు ఉచితంగా మార్పులు`,
        ],
      },
      {
        number: 4,
        title: 'సురక్షితమైన పికప్, గమ్యానికి చేర్చడం',
        description: 'మా సహాయకులు రోగిని ఇంటి గుమ్మం నుండి వాహనంలోకి, అక్కడి నుండి క్లినిక్ వరకు తీసుకెళ్తారు.',
        details: [
          'వీల్‌చైర్‌ను కదలకుండా పట్టి ఉంచే బెల్టులతో హైడ్రాలిక్ వీల్‌చైర్ లిఫ్ట్',
          'దారిలో లైవ్ జీపీఎస్, వీడియో పర్యవేక్షణ',
          'వాహనంలో ఉచితంగా స్నాక్స్, నీళ్ళు',
        ],
      },
    ],
  },
  reasons: {
    heading: 'మమ్మల్నే ఎందుకు ఎంచుకోవాలి',
    intro: 'కుటుంబాలు తమ ఆత్మీయులను మాకు నమ్మకంగా అప్పగించడానికి నాలుగు కారణాలు.',
    list: {
      doctors: {
        title: 'డాక్టర్లు రూపొందించిన సేవ',
        description: 'వాహనం నుండి ప్రయాణంలో సంరక్షణ వరకు, సేవలోని ప్రతి విషయాన్ని డాక్టర్లు, ఫిజియోథెరపిస్టులు ప్లాన్ చేశారు.',
        badge: `${business.stats.years} సంవత్సరాలు`,
      },
      caretakers: {
        title: 'శిక్షణ పొందిన డ్రైవర్లు, సహాయకులు',
        description: 'ఇంటి గుమ్మం నుండి డాక్టర్ దగ్గరికి, మళ్ళీ ఇంటికి తిరిగి వచ్చే వరకు వారు రోగికి సహాయం చేస్తారు.',
        badge: 'ఇంటి నుండి ఇంటి వరకు',
      },
      tracking: {
        title: 'లైవ్ ట్రాకింగ్',
        description: 'ప్రతి ప్రయాణంలో లైవ్ జీపీఎస్, వీడియో పర్యవేక్షణ. అందువల్ల మీరు ఎక్కడ ఉన్నారో మీ కుటుంబానికి ఎప్పుడూ తెలుస్తుంది.',
        badge: 'జీపీఎస్, వీడియో',
      },
      safety: {
        title: 'సురక్షితం, శుభ్రం',
        description: 'ప్రథమ చికిత్స, ఆక్సిజన్‌తో పూర్తి భద్రతా కిట్. ప్రతి ప్రయాణం తర్వాత శానిటైజ్ చేసిన వాహనం.',
        badge: `${business.stats.safety} భద్రతా రికార్డు`,
      },
    },
  },
  cta: {
    heading: 'మీ ప్రయాణం బుక్ చేయడానికి సిద్ధమా?',
    text: `ప్రతిరోజూ ${hours.display} మాకు కాల్ చేయండి, లేదా సందేశం పంపండి. ప్రయాణాలు బుకింగ్ ద్వారా మాత్రమే.`,
    message: 'సందేశం పంపండి',
    messageHref: bookingHref('te'),
  },
};

export default withHowItWorksCodes(words);
