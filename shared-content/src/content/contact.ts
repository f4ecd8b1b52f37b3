/** Text of the Contact page (/contact). */
import { business } from '../business';

export const contactContent = {
  hero: {
    heading: 'Contact Us',
    lead: `Call, e-mail or WhatsApp us, or send a message. We answer ${business.hours.display}, every day.`,
  },
};
