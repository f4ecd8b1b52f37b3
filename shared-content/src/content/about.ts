/** Text of the About Us page (/about). */

export const aboutContent = {
  hero: {
    heading: 'About Us',
    lead: 'Doctors and physiotherapists started this service so that every patient can travel safely, comfortably and with dignity.',
  },
};
