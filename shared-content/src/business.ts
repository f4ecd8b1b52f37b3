/**
 * Business facts: the one place where the name, phone number, hours, address and prices live.
 *
 * Values marked SAMPLE are placeholders because the spec does not give them.
 * Replace them here (and nowhere else) with the real values before launch.
 */

/** SAMPLE: the spec gives no business name. */
const name = 'CareWay Ambulette';

/** SAMPLE: the spec gives no phone number. Stored as digits with the country code. */
const phoneDigits = '919876543210';

/** SAMPLE: the spec gives no e-mail address (example.com is reserved for examples). */
const email = 'care@example.com';

/** SAMPLE: the spec gives no street address. */
const address = {
  street: 'Sample address, Road No. 1, Banjara Hills',
  city: 'Hyderabad',
  region: 'Telangana',
  postalCode: '500034',
  country: 'IN',
};

/** SAMPLE: the site's public address, used for canonical URLs, the sitemap and link previews. */
const siteUrl = 'https://www.careway-ambulette.example';

/** Formats "919876543210" as "+91 98765 43210". */
function formatIndianNumber(digits: string): string {
  const local = digits.slice(2);
  return `+91 ${local.slice(0, 5)} ${local.slice(5)}`;
}

export const business = {
  name,
  siteUrl,
  description:
    'Wheelchair-accessible, non-emergency medical transport in Hyderabad, founded by doctors and physiotherapists.',
  phone: {
    display: formatIndianNumber(phoneDigits),
    href: `tel:+${phoneDigits}`,
  },
  whatsapp: {
    display: formatIndianNumber(phoneDigits),
    digits: phoneDigits,
    href: `https://wa.me/${phoneDigits}`,
  },
  email: {
    display: email,
    address: email,
    href: `mailto:${email}`,
  },
  address: {
    ...address,
    lines: [address.street, `${address.city}, ${address.region} ${address.postalCode}`],
  },
  hours: {
    display: '8 am to 8 pm',
    days: 'Monday to Sunday',
    opens: '08:00',
    closes: '20:00',
  },
  coverage: {
    city: 'Hyderabad',
    region: 'Telangana',
    display: 'Hyderabad and surrounding Telangana',
    outstation: 'Outstation and inter-city trips on request',
  },
  responseTimes: {
    emergency: '5-15 minutes',
    sameDay: '30 minutes to 2 hours',
    advance: 'Up to 30 days ahead',
  },
  stats: {
    years: '10+',
    patients: '1000+',
    safety: '100%',
  },
  cancellation: {
    noticeHours: 6,
    summary: 'Cancel or change a ride for free with at least 6 hours’ notice before pick-up.',
    how: 'You can change a ride in our mobile app or by phone.',
  },
  /** Marketing offers (spec section 9). */
  offers: [
    { offer: 'First ride', whoFor: 'New customers', benefit: '50% off' },
    { offer: 'Referral bonus', whoFor: 'Anyone who refers a new customer', benefit: '200 credits' },
    { offer: 'Festival discount', whoFor: 'Everyone, during festivals', benefit: '20% off' },
    { offer: 'Senior citizens', whoFor: 'People aged 60+', benefit: '15% off or the loyalty programme' },
    { offer: 'People with disabilities', whoFor: 'People with disabilities', benefit: '20% off' },
    { offer: 'Centre rates', whoFor: 'Rehabilitation and dialysis centres', benefit: 'Fixed monthly rates' },
  ],
  /** Ride plans (spec section 9). */
  plans: [
    { plan: 'Weekly', rides: '3-5 rides per week', benefit: 'Fixed pick-up times' },
    { plan: 'Monthly', rides: '10-20 rides per month', benefit: '10-15% off' },
    { plan: 'Loyalty card', rides: 'Points for every trip', benefit: 'A free ride after 10 trips' },
  ],
  /** The national emergency ambulance number in India. */
  ambulanceNumber: '108',
  copyrightYear: 2025,
} as const;

export type Business = typeof business;
