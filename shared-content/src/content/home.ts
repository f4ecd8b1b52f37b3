/** Text of the home page (/). */
import { business } from '../business';

export const homeContent = {
  hero: {
    eyebrow: `Non-emergency medical transport in ${business.coverage.city}`,
    heading: 'Move with Dignity',
    lead: 'Safe, comfortable, wheelchair-accessible rides to hospital, clinic, dialysis and beyond. Trained drivers and caretakers help you from your door to the doctor’s.',
    bookNow: `Book Now: ${business.phone.display}`,
    learnMore: 'Learn More',
    learnMoreHref: '/about',
  },
};
