// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** Text of the How It Works page (/hi/how-it-works) in Hindi. */
import { business } from '../../business';
import { bookingHref } from '../../site';
import type { HowItWorksWords } from '../en/howItWorks';
import { withHowItWorksCodes } from '../howItWorks';
import businessText from './business';

export const words: HowItWorksWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: 'आसान बुकिंग',
    heading: 'यह कैसे काम करता है',
    lead: 'सफर बुक करने में कुछ ही मिनट लगते हैं। बताइए आपको कब जाना है, मरीज के बारे में बताइए, और बाकी काम हम करेंगे।',
    factsLabel: 'बुकिंग से पहले जानने लायक बातें',
    facts: [businessText.hours.reservationOnly, `हर दिन, ${businessText.hours.display}`, businessText.coverage.display],
  },
  options: {
    heading: 'बुकिंग का तरीका चुनें',
    intro: 'बताइए आपको कब जाना है। बुकिंग के तीन तरीके हैं।',
    list: {
      emergency: {
        title: 'इमरजेंसी बुकिंग',
        description: 'ऐसे सफर के लिए जिसकी जल्दी हो, पर जो मेडिकल इमरजेंसी न हो, जैसे अचानक क्लिनिक जाना। हमें कॉल करें, हम सबसे पास की गाड़ी भेजेंगे।',
        responseTimeLabel: 'जवाब का समय',
        responseTime: businessText.responseTimes.emergency,
        badge: 'सबसे तेज',
      },
      sameDay: {
        title: 'उसी दिन की बुकिंग',
        description: 'आज बाद में किसी अपॉइंटमेंट के लिए। हमें कॉल करें या संदेश भेजें, हम आपकी सुविधा का समय पक्का करेंगे।',
        responseTimeLabel: 'जवाब का समय',
        responseTime: businessText.responseTimes.sameDay,
        badge: 'आज',
      },
      advance: {
        title: 'पहले से बुकिंग',
        description: 'डायलिसिस, फिजियोथेरेपी या चेक-अप जैसे पहले से तय सफर के लिए। एक बार बुक करें, या हमारे हफ्ते और महीने के प्लान के बारे में पूछें।',
        responseTimeLabel: 'बुकिंग',
        responseTime: businessText.responseTimes.advance,
        badge: 'नियमित सफर के लिए सबसे अच्छा',
      },
    },
    notesHeading: 'बुक करने से पहले',
    notes: [
      `हम सफर केवल बुकिंग पर लेते हैं, हर दिन ${businessText.hours.display}।`,
      `${businessText.cancellation.summary} ${businessText.cancellation.how}`,
      `हम इमरजेंसी एम्बुलेंस नहीं हैं। मेडिकल इमरजेंसी में ${business.ambulanceNumber} पर कॉल करें।`,
    ],
  },
  steps: {
    heading: 'चार आसान कदम',
    intro: 'आपकी पहली कॉल से सुरक्षित पहुंचने तक।',
    stepLabel: 'कदम',
    detailsLabel: 'इसमें क्या होता है',
    list: [
      {
        number: 1,
        title: 'अपना सफर बुक करें',
        description: 'हमें कॉल करें या संदेश भेजें, और बताएं कि आपको किस दिन और किस समय जाना है।',
        details: [
          `${business.phone.display} पर कॉल करें, ${businessText.hours.display}`,
          'या हमारे संपर्क पेज से संदेश भेजें',
          `उसी दिन के लिए या ${businessText.responseTimes.advance} बुक करें`,
        ],
      },
      {
        number: 2,
        title: 'मरीज के बारे में बताएं',
        description: 'कुछ सवालों से हमें सही गाड़ी और सही मदद भेजने में आसानी होती है।',
        details: [
          'कहां से लेना है और कहां छोड़ना है, दोनों पते',
          'अपॉइंटमेंट का समय',
          'चलने-फिरने की जरूरतें, जैसे व्हीलचेयर',
          'रास्ते में कोई मेडिकल जरूरत, जैसे ऑक्सीजन',
        ],
      },
      {
        number: 3,
        title: 'हम आपका सफर पक्का करते हैं',
        description: 'हम पिकअप का समय पक्का करते हैं और प्रशिक्षित ड्राइवर और केयरटेकर के साथ सफर की योजना बनाते हैं।',
        details: [
          'आपके सफर के लिए प्रशिक्षित ड्राइवर और केयरटेकर',
          'हर सफर के बाद सैनिटाइज की गई गाड़ी',
          `पिकअप से ${business.cancellation.noticeHours} घंटे पहले तक मुफ्त बदलाव`,
        ],
      },
      {
        number: 4,
        title: 'सुरक्षित पिकअप और पहुंचना',
        description: 'हमारे केयरटेकर मरीज को दरवाजे से गाड़ी तक और फिर क्लिनिक तक ले जाने में मदद करते हैं।',
        details: [
          'बांधे रखने वाली बेल्ट (टाई-डाउन) के साथ हाइड्रोलिक व्हीलचेयर लिफ्ट',
          'रास्ते भर लाइव जीपीएस और वीडियो से निगरानी',
          'गाड़ी में मुफ्त स्नैक्स और पानी',
        ],
      },
    ],
  },
  reasons: {
    heading: 'हमें क्यों चुनें',
    intro: 'चार वजहें, जिनसे परिवार अपने प्रियजनों के लिए हम पर भरोसा करते हैं।',
    list: {
      doctors: {
        title: 'डॉक्टरों की बनाई सेवा',
        description: 'डॉक्टरों और फिजियोथेरेपिस्टों ने सेवा की हर बात तय की है, गाड़ी से लेकर सफर में देखभाल तक।',
        badge: `${business.stats.years} साल`,
      },
      caretakers: {
        title: 'प्रशिक्षित ड्राइवर और केयरटेकर',
        description: 'वे मरीज को घर के दरवाजे से डॉक्टर तक, और फिर वापस घर तक पहुंचाने में मदद करते हैं।',
        badge: 'घर से घर तक',
      },
      tracking: {
        title: 'लाइव ट्रैकिंग',
        description: 'हर सफर पर लाइव जीपीएस और वीडियो से निगरानी, ताकि आपके परिवार को हमेशा पता रहे कि आप कहां हैं।',
        badge: 'जीपीएस और वीडियो',
      },
      safety: {
        title: 'सुरक्षित और साफ',
        description: 'फर्स्ट एड और ऑक्सीजन के साथ पूरी सुरक्षा किट, और हर सफर के बाद सैनिटाइज की गई गाड़ी।',
        badge: `${business.stats.safety} सुरक्षा रिकॉर्ड`,
      },
    },
  },
  cta: {
    heading: 'अपना सफर बुक करने के लिए तैयार हैं?',
    text: `हमें हर दिन ${businessText.hours.display} कॉल करें, या संदेश भेजें। सफर केवल बुकिंग पर होते हैं।`,
    message: 'संदेश भेजें',
    messageHref: bookingHref('hi'),
  },
};

export default withHowItWorksCodes(words);
