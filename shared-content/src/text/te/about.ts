// DRAFT TRANSLATION (Telugu): machine-assisted draft. Must be reviewed by a native Telugu speaker before launch.
/** Text of the About Us page (/te/about) in Telugu. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { AboutWords } from '../en/about';
import { withAboutCodes } from '../about';
import businessText from './business';
import { doctorPortraits } from '../pictures';

const { hours, coverage } = businessText;

/** SAMPLE doctors (see ../en/about.ts): their names in Telugu script. */
const foundingDoctors: AboutWords['doctors']['list'] = [
  {
    name: 'డా. శ్రీనివాస్ రావు',
    specialty: 'ఇంటర్నల్ మెడిసిన్ (జనరల్ ఫిజీషియన్)',
    experience: '18 సంవత్సరాల అనుభవం',
    image: { ...doctorPortraits.srinivas, alt: 'డా. శ్రీనివాస్ రావు గారి బొమ్మ' },
  },
  {
    name: 'డా. అనన్య రెడ్డి',
    specialty: 'ఫిజియోథెరపీ, రిహాబిలిటేషన్',
    experience: '12 సంవత్సరాల అనుభవం',
    image: { ...doctorPortraits.ananya, alt: 'డా. అనన్య రెడ్డి గారి బొమ్మ' },
  },
  {
    name: 'డా. ఫర్హాన్ అహ్మద్',
    specialty: 'ఆర్థోపెడిక్స్ (ఎముకల వైద్యం)',
    experience: '15 సంవత్సరాల అనుభవం',
    image: { ...doctorPortraits.farhan, alt: 'డా. ఫర్హాన్ అహ్మద్ గారి బొమ్మ' },
  },
];

export const words: AboutWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: `${business.name} గురించి`,
    heading: 'మా గురించి',
    lead: 'ప్రతి రోగి సురక్షితంగా, సౌకర్యంగా, గౌరవంగా ప్రయాణించాలని డాక్టర్లు, ఫిజియోథెరపిస్టులు ఈ సేవను ప్రారంభించారు.',
    highlightsLabel: 'ఒక్క చూపులో',
    highlights: [
      'డాక్టర్లు, ఫిజియోథెరపిస్టులు ప్రారంభించిన సేవ',
      'ప్రతి ప్రయాణంలో శిక్షణ పొందిన డ్రైవర్లు, సహాయకులు',
      `మా సేవలు అందే ప్రాంతం: ${coverage.display}`,
    ],
  },
  story: {
    heading: 'మా కథ',
    paragraphs: [
      'మేము డాక్టర్లం, ఫిజియోథెరపిస్టులం. ఎక్కువ దూరం నడవలేని రోగికి, ఆసుపత్రికి చేరుకోవడమే చికిత్సలో అన్నిటికంటే కష్టమైన భాగం కావచ్చు. ఇది మాకు బాగా తెలుసు.',
      'అందుకే రోగిని దృష్టిలో పెట్టుకుని ఈ ప్రయాణ సేవను రూపొందించాము: హైడ్రాలిక్ లిఫ్ట్ ఉన్న, వీల్‌చైర్‌తోనే ఎక్కగలిగే వాహనాలు, శిక్షణ పొందిన డ్రైవర్లు, సహాయకులు, ప్రతి ప్రయాణంలో లైవ్ జీపీఎస్, వీడియో పర్యవేక్షణ.',
      `ఈ రోజు మేము రోగులను, పెద్దవారిని, దివ్యాంగులను ఆసుపత్రులకు, క్లినిక్‌లకు, డయాలసిస్‌కు, విమానాశ్రయానికి, కుటుంబంతో బయటకు వెళ్ళడానికి తీసుకెళ్తున్నాము. మా సేవలు అందే ప్రాంతం: ${coverage.display}.`,
    ],
    statsLabel: 'అంకెల్లో మా సేవ',
    stats: [
      { value: business.stats.years, label: 'సంవత్సరాల అనుభవం' },
      { value: business.stats.patients, label: 'సేవ పొందిన రోగులు' },
      { value: business.stats.safety, label: 'భద్రతా రికార్డు' },
      { value: hours.display, label: 'ప్రతిరోజూ, బుకింగ్ ద్వారా' },
    ],
  },
  doctors: {
    heading: 'ఈ సేవను ప్రారంభించిన డాక్టర్లు',
    intro: 'వాహనాల నుండి ప్రయాణంలో అందించే సంరక్షణ వరకు, మా సేవలోని ప్రతి భాగాన్ని అనుభవం ఉన్న డాక్టర్లు, ఫిజియోథెరపిస్టులు రూపొందించారు.',
    list: foundingDoctors,
  },
  values: {
    heading: 'మా విలువలు',
    intro: 'ఈ నాలుగు హామీలు మేము చేసే ప్రతి ప్రయాణాన్ని నడిపిస్తాయి.',
    list: {
      compassion: {
        title: 'దయతో కూడిన సంరక్షణ',
        description: 'ఇంటి గుమ్మం నుండి క్లినిక్ వరకు, ప్రతి రోగిని ఓపికతో, మర్యాదతో, గౌరవంతో చూసుకుంటాము.',
      },
      safety: {
        title: 'భద్రతకే మొదటి స్థానం',
        description: 'వీల్‌చైర్‌ను కదలకుండా పట్టి ఉంచే బెల్టులతో లిఫ్ట్‌లు, పూర్తి భద్రతా కిట్, ప్రతి ప్రయాణం తర్వాత శానిటైజ్ చేసిన వాహనాలు.',
      },
      excellence: {
        title: 'వైద్య నైపుణ్యం',
        description: 'మా సేవను డాక్టర్లు రూపొందించారు. శిక్షణ పొందిన మా సహాయకులకు టెలి-మెడిక్ పర్యవేక్షణ తోడుగా ఉంటుంది.',
      },
      reliability: {
        title: 'నమ్మదగిన సేవ',
        description: 'ప్రతి ప్రయాణాన్ని ముందుగానే ప్లాన్ చేసి, జీపీఎస్ ద్వారా లైవ్‌గా గమనిస్తాము. అందువల్ల వాహనం ఎక్కడ ఉందో మీకు, మీ కుటుంబానికి తెలుస్తుంది.',
      },
    },
  },
  cta: {
    heading: 'మాతో ప్రయాణించడానికి సిద్ధమా?',
    text: `ప్రయాణాలు బుకింగ్ ద్వారా మాత్రమే. ప్రతిరోజూ ${hours.display} మేము అందుబాటులో ఉంటాము.`,
    bookRide: 'మీ ప్రయాణం బుక్ చేసుకోండి: కాల్ చేయండి',
    contact: 'మమ్మల్ని సంప్రదించండి',
    contactHref: localizedPath('te', '/contact'),
  },
};

export default withAboutCodes(words);
