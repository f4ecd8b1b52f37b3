// DRAFT TRANSLATION (Telugu): machine-assisted draft. Must be reviewed by a native Telugu speaker before launch.
/** Text of the shell in Telugu: page names and titles, navigation bar, footer, 404, error and fallback screens. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { SiteText } from '../en/site';
import businessText from './business';

const { hours } = businessText;

const site: SiteText = {
  pages: {
    home: {
      navLabel: 'హోమ్',
      title: `${business.name} | హైదరాబాద్‌లో వీల్‌చైర్ సౌకర్యం ఉన్న వైద్య ప్రయాణ సేవ`,
      description: `రోగులు, పెద్దవారు, దివ్యాంగుల కోసం హైదరాబాద్‌లో సురక్షితమైన, సౌకర్యవంతమైన, అత్యవసరం కాని వైద్య ప్రయాణ సేవ. ${hours.display}, బుకింగ్ ద్వారా.`,
    },
    about: {
      navLabel: 'మా గురించి',
      title: `మా గురించి | ${business.name}`,
      description: `${business.stats.years} సంవత్సరాల అనుభవం ఉన్న డాక్టర్లు, ఫిజియోథెరపిస్టులు ప్రారంభించిన సేవ. ఈ సేవను ప్రారంభించిన డాక్టర్లను, మా విలువలను తెలుసుకోండి.`,
    },
    howitworks: {
      navLabel: 'ఎలా పనిచేస్తుంది',
      title: `ఎలా పనిచేస్తుంది | ${business.name}`,
      description: `నిమిషాల్లో ప్రయాణం బుక్ చేసుకోండి: అత్యవసర బుకింగ్, అదే రోజు, లేదా ${businessText.responseTimes.advance}. బుకింగ్ నుండి గమ్యం చేరే వరకు నాలుగు దశలు చూడండి.`,
    },
    contact: {
      navLabel: 'సంప్రదించండి',
      title: `సంప్రదించండి | ${business.name}`,
      description: `మాకు కాల్ చేయండి, ఇ-మెయిల్ లేదా వాట్సాప్ పంపండి, లేదా సందేశం రాయండి. ప్రతిరోజూ ${hours.display} మేము అందుబాటులో ఉంటాము.`,
    },
  },

  emergencyGuidance: {
    label: 'అత్యవసర పరిస్థితులు',
    text: 'ఇది అంబులెన్స్ సేవ కాదు. ప్రాణాపాయ అత్యవసర పరిస్థితిలో,',
    action: `${business.ambulanceNumber}కి కాల్ చేయండి`,
    end: '.',
  },

  shell: {
    skipLink: 'ముఖ్య విషయానికి వెళ్ళండి',
    brandHomeLabel: `${business.name}, హోమ్ పేజీ`,
    nav: {
      label: 'ముఖ్య మెనూ',
      menuButton: 'మెనూ',
      callLabel: `${business.phone.display} కు కాల్ చేయండి`,
      bookButton: 'ప్రయాణం బుక్ చేయండి',
    },
    footer: {
      about: 'ఆసుపత్రికి, క్లినిక్‌కు, ఇంకా ఎక్కడికైనా సురక్షితమైన, సౌకర్యవంతమైన, వీల్‌చైర్‌లో ఉన్నవారికి అనువైన ప్రయాణాలు. డాక్టర్లు, ఫిజియోథెరపిస్టులు ప్రారంభించిన సేవ.',
      quickLinksHeading: 'ముఖ్యమైన లింకులు',
      servicesHeading: 'మా సేవలు',
      services: [
        'కదలిక సహాయ సేవలు',
        'వైద్య సహాయం',
        'పెద్దవారి కోసం ప్రయాణ సేవ',
        'ముందుగా నిర్ణయించిన అపాయింట్‌మెంట్లు',
        'ఆపరేషన్ తర్వాత ప్రయాణం',
        'నగరమంతటా సేవ',
      ],
      contactHeading: 'మమ్మల్ని సంప్రదించండి',
      phoneLabel: 'ఫోన్',
      emailLabel: 'ఇ-మెయిల్',
      addressLabel: 'చిరునామా',
      hoursHeading: 'పని వేళలు',
      hours: [`${hours.days}: ${hours.display}`, hours.reservationOnly],
      callBanner: {
        heading: 'ప్రయాణం కావాలా? ఇప్పుడే కాల్ చేయండి',
        text: `ప్రతిరోజూ ${hours.display} మేము అందుబాటులో ఉంటాము.`,
        action: 'కాల్ చేయండి',
        emergency: `ప్రాణాపాయ అత్యవసర పరిస్థితిలో, అంబులెన్స్ కోసం ${business.ambulanceNumber}కి కాల్ చేయండి.`,
      },
      legalLinks: [
        { label: 'గోప్యతా విధానం', href: '#' },
        { label: 'సేవా నిబంధనలు', href: '#' },
        { label: 'కుకీ విధానం', href: '#' },
      ],
      copyright: `© ${business.copyrightYear} ${business.name}. సర్వ హక్కులూ ప్రత్యేకించబడ్డాయి.`,
    },
    notFound: {
      title: `పేజీ కనబడలేదు | ${business.name}`,
      heading: '404',
      text: 'అయ్యో! పేజీ కనబడలేదు',
      help: 'మీరు అడిగిన పేజీ లేదు, లేదా వేరే చోటుకు మారింది.',
      homeLink: 'హోమ్ పేజీకి తిరిగి వెళ్ళండి',
      consoleMessage: '404 లోపం: లేని పేజీని తెరవడానికి ప్రయత్నించారు:',
    },
    appError: {
      title: `లోపం | ${business.name}`,
      heading: 'అనుకోని లోపం జరిగింది',
      text: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి. బుక్ చేయడంలో మేము సహాయం చేస్తాము.',
      reload: 'పేజీని మళ్ళీ లోడ్ చేయండి',
      homeLink: 'హోమ్ పేజీకి తిరిగి వెళ్ళండి',
    },
    remoteFallback: {
      text: 'క్షమించండి, ఈ పేజీ లోడ్ కాలేదు. మీ ఇంటర్నెట్ నెమ్మదిగా ఉండవచ్చు, లేదా మా సైట్‌లో సమస్య ఉండవచ్చు.',
      callText: 'ఫోన్ ద్వారా ఇప్పటికీ ప్రయాణం బుక్ చేయవచ్చు:',
      retry: 'మళ్ళీ ప్రయత్నించండి',
      loading: 'పేజీ లోడ్ అవుతోంది…',
    },
    preview: {
      label: 'ప్రివ్యూ',
      notice: 'మీరు ఈ పేజీ యొక్క కొత్త వెర్షన్‌ను చూస్తున్నారు. ఇది ఇంకా ఇతరులకు కనిపించదు.',
      release: 'వెర్షన్',
      leave: 'ప్రివ్యూ నుండి బయటకు వెళ్ళండి',
    },
  },
  languageSwitcher: { label: 'భాష' },
  ui: businessText.ui,
  homeHref: localizedPath('te', '/'),
};

export default site;
