// DRAFT TRANSLATION (Hindi): machine-assisted draft. Must be reviewed by a native Hindi speaker before launch.
/** Text of the About Us page (/hi/about) in Hindi. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { AboutWords } from '../en/about';
import { withAboutCodes } from '../about';
import businessText, { replyHours } from './business';
import { doctorPortraits } from '../pictures';

/** SAMPLE names, as in the English text: replace them with the real founders before launch. */
const doctorNames = { srinivas: 'डॉ. श्रीनिवास राव', ananya: 'डॉ. अनन्या रेड्डी', farhan: 'डॉ. फरहान अहमद' };

export const words: AboutWords = {
  ui: businessText.ui,

  hero: {
    eyebrow: `${business.name} के बारे में`,
    heading: 'हमारे बारे में',
    lead: 'डॉक्टरों और फिजियोथेरेपिस्टों ने यह सेवा इसलिए शुरू की, ताकि हर मरीज सुरक्षित, आराम से और सम्मान के साथ सफर कर सके।',
    highlightsLabel: 'एक नजर में',
    highlights: [
      'डॉक्टरों और फिजियोथेरेपिस्टों की शुरू की हुई सेवा',
      'हर सफर में प्रशिक्षित ड्राइवर और केयरटेकर',
      `${businessText.coverage.display} में सेवा`,
    ],
  },
  story: {
    heading: 'हमारी कहानी',
    paragraphs: [
      'हम डॉक्टर और फिजियोथेरेपिस्ट हैं। हम जानते हैं कि जो मरीज ज्यादा दूर नहीं चल सकता, उसके लिए अस्पताल तक पहुंचना इलाज का सबसे मुश्किल हिस्सा हो सकता है।',
      'इसलिए हमने मरीज को ध्यान में रखकर ट्रांसपोर्ट सेवा बनाई: हाइड्रोलिक लिफ्ट वाली व्हीलचेयर-अनुकूल गाड़ियां, प्रशिक्षित ड्राइवर और केयरटेकर, और हर सफर पर लाइव जीपीएस और वीडियो से निगरानी।',
      `आज हम मरीजों, बुजुर्गों और दिव्यांग लोगों को ${businessText.coverage.display} में अस्पताल, क्लिनिक, डायलिसिस, एयरपोर्ट और परिवार के साथ घूमने ले जाते हैं।`,
    ],
    statsLabel: 'आंकड़ों में हमारी सेवा',
    stats: [
      { value: business.stats.years, label: 'साल का अनुभव' },
      { value: business.stats.patients, label: 'मरीजों की सेवा की' },
      { value: business.stats.safety, label: 'सुरक्षा रिकॉर्ड' },
      { value: businessText.hours.display, label: 'हर दिन, बुकिंग पर' },
    ],
  },
  doctors: {
    heading: 'हमारे संस्थापक डॉक्टर',
    intro: 'अनुभवी डॉक्टरों और फिजियोथेरेपिस्टों ने हमारी सेवा का हर हिस्सा तैयार किया है, गाड़ियों से लेकर सफर में देखभाल तक।',
    list: [
      {
        name: doctorNames.srinivas,
        specialty: 'इंटरनल मेडिसिन',
        experience: '18 साल का अनुभव',
        image: { ...doctorPortraits.srinivas, alt: `${doctorNames.srinivas} का चित्र` },
      },
      {
        name: doctorNames.ananya,
        specialty: 'फिजियोथेरेपी और रिहैबिलिटेशन',
        experience: '12 साल का अनुभव',
        image: { ...doctorPortraits.ananya, alt: `${doctorNames.ananya} का चित्र` },
      },
      {
        name: doctorNames.farhan,
        specialty: 'ऑर्थोपेडिक्स (हड्डियों का इलाज)',
        experience: '15 साल का अनुभव',
        image: { ...doctorPortraits.farhan, alt: `${doctorNames.farhan} का चित्र` },
      },
    ],
  },
  values: {
    heading: 'हमारे मूल्य',
    intro: 'हमारे हर सफर में ये चार वादे हमारा रास्ता दिखाते हैं।',
    list: {
      compassion: {
        title: 'हमदर्दी से देखभाल',
        description: 'हम हर मरीज के साथ धीरज, इज्जत और सम्मान से पेश आते हैं, घर के दरवाजे से क्लिनिक तक।',
      },
      safety: {
        title: 'सुरक्षा सबसे पहले',
        description: 'बांधे रखने वाली बेल्ट के साथ व्हीलचेयर लिफ्ट, पूरी सुरक्षा किट, और हर सफर के बाद सैनिटाइज की गई गाड़ियां।',
      },
      excellence: {
        title: 'मेडिकल विशेषज्ञता',
        description: 'हमारी सेवा डॉक्टरों ने बनाई है, और टेली-मेडिक निगरानी हमारे प्रशिक्षित केयरटेकरों का साथ देती है।',
      },
      reliability: {
        title: 'भरोसेमंद सेवा',
        description: 'हम हर सफर की पहले से योजना बनाते हैं और जीपीएस से उस पर लाइव नजर रखते हैं, ताकि आपको और आपके परिवार को पता रहे कि गाड़ी कहां है।',
      },
    },
  },
  cta: {
    heading: 'हमारे साथ सफर के लिए तैयार हैं?',
    text: `सफर केवल बुकिंग पर होते हैं। हम हर दिन ${replyHours} जवाब देते हैं।`,
    bookRide: 'अपना सफर बुक करें: कॉल करें',
    contact: 'संपर्क करें',
    contactHref: localizedPath('hi', '/contact'),
  },
};

export default withAboutCodes(words);
