// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** Text of the shell in Hindi: page names and titles, navigation bar, footer, 404, error and fallback screens. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { SiteText } from '../en/site';
import businessText, { replyHours } from './business';

const site: SiteText = {
  pages: {
    home: {
      navLabel: 'होम',
      title: `${business.name} | हैदराबाद में व्हीलचेयर-अनुकूल मेडिकल ट्रांसपोर्ट`,
      description: `हैदराबाद में मरीजों, बुजुर्गों और दिव्यांग लोगों के लिए सुरक्षित और आरामदायक नॉन-इमरजेंसी मेडिकल ट्रांसपोर्ट। ${businessText.hours.display}, बुकिंग पर।`,
    },
    about: {
      navLabel: 'हमारे बारे में',
      title: `हमारे बारे में | ${business.name}`,
      description: `${business.stats.years} साल के अनुभव वाले डॉक्टरों और फिजियोथेरेपिस्टों ने यह सेवा शुरू की। हमारे संस्थापक डॉक्टरों और हमारे मूल्यों के बारे में जानें।`,
    },
    howitworks: {
      navLabel: 'कैसे काम करता है',
      title: `यह कैसे काम करता है | ${business.name}`,
      description: `कुछ ही मिनट में सफर बुक करें: इमरजेंसी बुकिंग, उसी दिन की बुकिंग, या ${business.advanceBookingDays} दिन पहले तक। बुकिंग से पहुंचने तक के चार कदम देखें।`,
    },
    contact: {
      navLabel: 'संपर्क',
      title: `संपर्क | ${business.name}`,
      description: `हमें कॉल, ई-मेल या व्हाट्सऐप करें, या संदेश भेजें। हम हर दिन ${replyHours} जवाब देते हैं।`,
    },
  },
  emergencyGuidance: {
    label: 'इमरजेंसी',
    text: 'यह एम्बुलेंस सेवा नहीं है। जान का खतरा हो तो',
    action: `${business.ambulanceNumber} पर कॉल करें`,
    end: '।',
  },
  shell: {
    skipLink: 'सीधे मुख्य जानकारी पर जाएं',
    brandHomeLabel: `${business.name}, होम`,
    nav: {
      label: 'मुख्य',
      menuButton: 'मेन्यू',
      callLabel: `${business.phone.display} पर कॉल करें`,
      bookButton: 'गाड़ी बुक करें',
    },
    footer: {
      about: 'अस्पताल, क्लिनिक और दूसरी जगहों तक सुरक्षित, आरामदायक, व्हीलचेयर-अनुकूल सफर। डॉक्टरों और फिजियोथेरेपिस्टों ने यह सेवा शुरू की।',
      quickLinksHeading: 'जरूरी लिंक',
      servicesHeading: 'हमारी सेवाएं',
      services: [
        'चलने-फिरने में मदद',
        'मेडिकल सहायता',
        'बुजुर्गों के लिए देखभाल वाली ट्रांसपोर्ट सेवा',
        'तय अपॉइंटमेंट के लिए सफर',
        'ऑपरेशन के बाद घर तक सफर',
        'पूरे शहर में सेवा',
      ],
      contactHeading: 'संपर्क करें',
      phoneLabel: 'फोन',
      emailLabel: 'ई-मेल',
      addressLabel: 'पता',
      hoursHeading: 'सेवा का समय',
      hours: [`${businessText.hours.days}: ${businessText.hours.display}`, businessText.hours.reservationOnly],
      callBanner: {
        heading: 'सफर करना है? अभी कॉल करें',
        text: `हम हर दिन ${replyHours} जवाब देते हैं।`,
        action: 'कॉल करें',
        emergency: `जान का खतरा हो तो एम्बुलेंस के लिए ${business.ambulanceNumber} पर कॉल करें।`,
      },
      legalLinks: [
        { label: 'गोपनीयता नीति', href: '#' },
        { label: 'सेवा की शर्तें', href: '#' },
        { label: 'कुकी नीति', href: '#' },
      ],
      copyright: `© ${business.copyrightYear} ${business.name}। सर्वाधिकार सुरक्षित।`,
    },
    notFound: {
      title: `पेज नहीं मिला | ${business.name}`,
      heading: '404',
      text: 'ओह! पेज नहीं मिला',
      help: 'आप जो पेज खोलना चाहते थे, वह मौजूद नहीं है या कहीं और चला गया है।',
      homeLink: 'होम पेज पर लौटें',
      consoleMessage: '404 त्रुटि: उपयोगकर्ता ने ऐसा पेज खोलने की कोशिश की जो मौजूद नहीं है:',
    },
    appError: {
      title: `त्रुटि | ${business.name}`,
      heading: 'अचानक कोई गड़बड़ी हो गई',
      text: 'हमारी तरफ से कुछ गलत हो गया। कृपया फिर से कोशिश करें, या हमें कॉल करें। हम बुकिंग में आपकी मदद करेंगे।',
      reload: 'पेज फिर से खोलें',
      homeLink: 'होम पेज पर लौटें',
    },
    remoteFallback: {
      text: 'माफ कीजिए, यह पेज नहीं खुला। हो सकता है आपका इंटरनेट धीमा हो, या हमारी साइट में कोई दिक्कत हो।',
      callText: 'आप अब भी फोन पर सफर बुक कर सकते हैं:',
      retry: 'फिर से कोशिश करें',
      loading: 'पेज खुल रहा है…',
    },
    preview: {
      label: 'प्रीव्यू',
      notice: 'आप इस पेज का नया रूप देख रहे हैं, जो दूसरों को अभी नहीं दिखता।',
      release: 'वर्शन',
      leave: 'प्रीव्यू बंद करें',
    },
  },
  /** The language switcher's name, read by screen readers. */
  languageSwitcher: { label: 'भाषा' },
  ui: businessText.ui,
  homeHref: localizedPath('hi', '/'),
};

export default site;
