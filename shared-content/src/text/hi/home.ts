// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** Text of the home page (/hi) in Hindi. Business facts come from `business`; only wording lives here. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { HomeWords } from '../en/home';
import businessText from './business';
import { withHomeCodes } from '../home';
import { vanIllustration } from '../pictures';

export const words: HomeWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: `${businessText.coverage.city} में नॉन-इमरजेंसी मेडिकल ट्रांसपोर्ट`,
    heading: 'सम्मान के साथ सफर',
    lead: 'अस्पताल, क्लिनिक, डायलिसिस और दूसरी जगहों तक सुरक्षित, आरामदायक, व्हीलचेयर-अनुकूल सफर। प्रशिक्षित ड्राइवर और केयरटेकर आपके दरवाजे से डॉक्टर तक आपकी मदद करते हैं।',
    bookNow: 'अभी बुक करें, कॉल करें',
    learnMore: { shown: 'और जानें', phrase: 'हमारे बारे में और जानें', href: localizedPath('hi', '/about') },
    note: `केवल बुकिंग पर। हमें हर दिन ${businessText.hours.display} कॉल करें।`,
    tilesLabel: 'हमारी सेवा एक नजर में',
    tiles: [
      { label: 'सेवा', value: businessText.hours.display },
      { label: 'अनुभवी डॉक्टर', value: `${business.stats.years} साल` },
      { label: 'सेवा क्षेत्र', value: businessText.coverage.city },
      { label: 'जवाब', value: 'जल्दी' },
    ],
  },

  mission: {
    heading: 'हमारा मकसद',
    text: [
      'जिन लोगों को चलने-फिरने में दिक्कत है, हम उन्हें सुरक्षित, आराम से और सम्मान के साथ सफर करने में मदद करते हैं।',
      'यह सेवा डॉक्टरों और फिजियोथेरेपिस्टों ने शुरू की। उन्होंने हर सफर मरीजों की जरूरतों को ध्यान में रखकर बनाया, ताकि डॉक्टर के पास आने-जाने की एक फिक्र कम हो जाए।',
    ],
    audienceHeading: 'हम किनकी सेवा करते हैं',
    audience: [
      'चलने-फिरने में दिक्कत वाले मरीज',
      'बुजुर्ग लोग',
      'दिव्यांग लोग',
      'ऑपरेशन के बाद घर जा रहे मरीज',
      'डायलिसिस और रिहैबिलिटेशन सेंटर',
      'उनकी देखभाल करने वाले परिवार',
    ],
  },

  features: {
    heading: 'हमारी वैन के अंदर',
    intro: 'हर वैन उन मरीजों के लिए बनी है जो आम कार में सफर नहीं कर सकते। हर सफर में यह सब मिलता है।',
    groups: {
      personnel: { title: 'स्टाफ', items: ['प्रशिक्षित ड्राइवर', 'प्रशिक्षित केयरटेकर'] },
      accessibility: {
        title: 'व्हीलचेयर की सुविधा',
        items: ['हाइड्रोलिक व्हीलचेयर लिफ्ट', 'व्हीलचेयर को अपनी जगह पर बांधे रखने वाली बेल्ट (टाई-डाउन)'],
      },
      safety: {
        title: 'सुरक्षा',
        items: ['सीट बेल्ट', 'आग बुझाने का यंत्र', 'फर्स्ट एड किट', 'ऑक्सीजन सिलेंडर', 'पीछे जाते समय अलार्म और कैमरा'],
      },
      interior: { title: 'अंदर की बनावट', items: ['गद्दीदार अंदरूनी हिस्सा', 'फिसलन-रहित फर्श'] },
      comfort: { title: 'आराम', items: ['एसी और तापमान कंट्रोल', 'रास्ते में मनोरंजन'] },
      technology: {
        title: 'तकनीक',
        items: ['जीपीएस ट्रैकिंग', 'केबिन में सीसीटीवी कैमरा', 'टेली-मेडिक निगरानी'],
      },
      addons: {
        title: 'अतिरिक्त सुविधाएं (अपनी पसंद से)',
        items: ['फोन चार्जिंग', 'हैंड सैनिटाइजर', 'स्नैक्स और पानी'],
      },
      compliance: { title: 'नियमों का पालन', items: ['बीमाकृत गाड़ियां', 'गाड़ियों की नियमित जांच'] },
    },
  },

  mobility: {
    heading: 'नई पीढ़ी का सफर',
    intro: 'हमारी वैन आपको जहां जाना हो, वहां ले जाती हैं, सिर्फ अस्पताल ही नहीं।',
    usesHeading: 'हम आपको कहां ले जाते हैं',
    uses: {
      hospital: { label: 'अस्पताल' },
      clinic: { label: 'क्लिनिक' },
      dentist: { label: 'दांतों के डॉक्टर' },
      airport: { label: 'एयरपोर्ट' },
      shopping: { label: 'खरीदारी' },
      recreation: { label: 'घूमना-फिरना' },
    },
    whyHeading: 'हमारे साथ सफर क्यों करें',
    whyText: [
      'व्हीलचेयर पर बैठे व्यक्ति के लिए आम टैक्सी मुश्किल होती है, और एम्बुलेंस इमरजेंसी के लिए होती है। हम इसी कमी को पूरा करते हैं।',
      'प्रशिक्षित ड्राइवर और केयरटेकर आपको गाड़ी में चढ़ने और उतरने में मदद करते हैं। हाइड्रोलिक लिफ्ट व्हीलचेयर को ऊपर उठाती है, और बेल्ट उसे अपनी जगह पर बांधे रखती हैं। हर सफर पर लाइव वीडियो और जीपीएस से लाइव ट्रैकिंग होती है।',
    ],
    offersHeading: 'ऑफर और प्लान',
    offersTable: {
      caption: 'ऑफर और छूट',
      headers: { offer: 'ऑफर', whoFor: 'किसके लिए', benefit: 'फायदा' },
      rows: businessText.offers,
    },
    plansTable: {
      caption: 'नियमित सफर के लिए प्लान',
      headers: { plan: 'प्लान', rides: 'सफर', benefit: 'फायदा' },
      rows: businessText.plans,
    },
    cancellationHeading: 'सफर रद्द करने के नियम',
    cancellation: [businessText.cancellation.summary, businessText.cancellation.how],
  },

  services: {
    heading: 'हमारी ट्रांसपोर्ट सेवाएं',
    intro: 'हर तरह के नॉन-इमरजेंसी सफर के लिए एक ही टीम।',
    items: {
      mobility: {
        title: 'चलने-फिरने में मदद',
        description: 'हाइड्रोलिक लिफ्ट वाली व्हीलचेयर-अनुकूल वैन, उन लोगों के लिए जो आम कार में नहीं बैठ सकते।',
      },
      medical: {
        title: 'मेडिकल सहायता',
        description: 'गाड़ी में प्रशिक्षित केयरटेकर, ऑक्सीजन सिलेंडर और फर्स्ट एड किट, और टेली-मेडिक निगरानी।',
      },
      elderly: {
        title: 'बुजुर्गों के लिए देखभाल वाली ट्रांसपोर्ट सेवा',
        description: 'बुजुर्गों की धीरज और प्यार से मदद, उनके दरवाजे से वैन तक और वापस।',
      },
      scheduled: {
        title: 'तय अपॉइंटमेंट के लिए सफर',
        description: 'डायलिसिस, थेरेपी या चेक-अप के लिए नियमित सफर। आप पूरे दिन के लिए ड्राइवर के साथ वैन किराए पर भी ले सकते हैं।',
      },
      postSurgery: {
        title: 'ऑपरेशन के बाद घर तक सफर',
        description: 'ऑपरेशन के बाद अस्पताल से घर तक आराम का सफर, गद्दीदार और एसी वाली वैन में।',
      },
      cityWide: {
        title: 'पूरे शहर में सेवा',
        description: `हम ${businessText.coverage.display} में सेवा देते हैं। ${businessText.coverage.outstation}।`,
      },
    },
    banner: {
      heading: 'अपना सफर बुक करें',
      text: `हमें हर दिन ${businessText.hours.display} कॉल करें, या अपनी बुकिंग की जानकारी ऑनलाइन भेजें।`,
      callNow: 'अभी कॉल करें',
      bookOnline: 'ऑनलाइन बुक करें',
    },
  },

  whyChooseUs: {
    heading: 'हमें क्यों चुनें',
    intro: 'हमारा हर सफर सुरक्षित, साफ और आरामदायक क्यों होता है।',
    cards: {
      doctor: {
        title: 'डॉक्टरों की बनाई सेवा',
        description: 'अनुभवी डॉक्टरों और फिजियोथेरेपिस्टों ने सेवा का हर हिस्सा तैयार किया है।',
        badge: 'डॉक्टरों की अगुवाई',
      },
      personnel: {
        title: 'ड्राइवर और केयरटेकर',
        description: 'हर सफर में एक प्रशिक्षित ड्राइवर गाड़ी चलाता है, और प्रशिक्षित केयरटेकर मरीज की मदद करते हैं।',
        badge: 'प्रशिक्षित टीम',
      },
      tracking: {
        title: 'लाइव ट्रैकिंग',
        description: 'हर सफर पर लाइव वीडियो और जीपीएस से नजर रखी जाती है।',
        badge: 'वीडियो और जीपीएस',
      },
      clean: {
        title: 'हर सफर के बाद सैनिटाइज',
        description: 'अगला मरीज बैठे, उससे पहले हम हर सफर के बाद वैन को साफ और सैनिटाइज करते हैं।',
        badge: 'हर सफर',
      },
      booking: {
        title: 'आसान बुकिंग',
        description: `फोन पर या ऑनलाइन बुक करें। सफर बुकिंग पर होते हैं, ${businessText.hours.display}।`,
        badge: 'फोन या ऑनलाइन',
      },
      insurance: {
        title: 'बीमा मान्य',
        description: 'हम बीमा स्वीकार करते हैं। बुकिंग करते समय अपनी पॉलिसी के बारे में पूछें।',
        badge: 'बीमा',
      },
      snacks: {
        title: 'स्नैक्स, पानी और मनोरंजन',
        description: 'मुफ्त स्नैक्स और पानी, और मनोरंजन, ताकि सफर जल्दी कट जाए।',
        badge: 'मुफ्त',
      },
    },
    statsLabel: 'हमारा रिकॉर्ड, आंकड़ों में',
    stats: [
      { value: business.stats.years, label: 'साल का अनुभव' },
      { value: business.stats.patients, label: 'मरीजों की सेवा की' },
      { value: business.stats.safety, label: 'सुरक्षा रिकॉर्ड' },
    ],
  },

  aboutTeaser: {
    heading: 'हमारे बारे में',
    text: `डॉक्टरों और फिजियोथेरेपिस्टों ने यह सेवा इसलिए शुरू की, ताकि हर मरीज सुरक्षित, आराम से और सम्मान के साथ सफर कर सके। हमारे पास ${business.stats.years} साल का अनुभव है, और हम ${business.stats.patients} मरीजों की सेवा कर चुके हैं।`,
    checklist: [
      'डॉक्टरों और फिजियोथेरेपिस्टों की शुरू की हुई सेवा',
      'हर सफर में प्रशिक्षित ड्राइवर और केयरटेकर',
      'हाइड्रोलिक व्हीलचेयर लिफ्ट वाली वैन',
      'लाइव वीडियो और जीपीएस से निगरानी',
      'हर सफर के बाद सैनिटाइज',
    ],
    image: {
      alt: 'हमारी व्हीलचेयर-अनुकूल वैन का चित्र: पीछे की लिफ्ट नीचे है और उस पर एक व्हीलचेयर है',
      ...vanIllustration,
    },
    learnMore: { shown: 'और जानें', phrase: 'हमारे बारे में और जानें', href: localizedPath('hi', '/about') },
  },
};

export default withHomeCodes(words);
