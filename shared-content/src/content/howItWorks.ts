/** Text of the How It Works page (/how-it-works). */

export const howItWorksContent = {
  hero: {
    heading: 'How It Works',
    lead: 'Booking a ride takes a few minutes. Choose when you need us, tell us about the patient, and we do the rest.',
  },
};
