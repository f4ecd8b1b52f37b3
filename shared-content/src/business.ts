/**
 * Business facts: the one place where the name, phone number, hours, address and numbers live. Their
 * words in each language (hours, response times, offers) are in text/<language>/business.ts.
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
  /** For search engines' structured data and the web app manifest (English; each page has its own description). */
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
  /** Opening hours, 24-hour clock; each language writes them its own way (text/<language>/business.ts). */
  hours: { opens: '08:00', closes: '20:00' },
  coverage: { city: 'Hyderabad', region: 'Telangana' },
  stats: {
    years: '10+',
    patients: '1000+',
    safety: '100%',
  },
  cancellation: { noticeHours: 6 },
  /** Days a contact message is kept (India's DPDP Act 2023: no longer than its purpose needs). */
  messageRetentionDays: 90,
  /** Longest time ahead a ride can be booked. */
  advanceBookingDays: 30,
  /** The national emergency ambulance number in India. */
  ambulanceNumber: '108',
  copyrightYear: 2025,
} as const;

export type Business = typeof business;

/**
 * The values that stay in English, in Latin letters, on every language's pages, error messages included: marked
 * `lang="en"` there (BusinessText), so that a Telugu, Hindi or Urdu voice does not read them as its own language.
 */
/** The e-mail address the contact form's error gives as an example, in every language (example.com is reserved for examples). */
export const exampleEmail = 'name@example.com';

export const englishValues: readonly string[] = [business.name, business.email.display, exampleEmail, ...business.address.lines];
