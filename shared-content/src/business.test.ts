import { business } from './business';
import businessText from './text/en/business';

describe('business facts', () => {
  it('dials the same number the site shows', () => {
    const shownDigits = business.phone.display.replace(/\D/g, '');
    expect(business.phone.href).toBe(`tel:+${shownDigits}`);
  });

  it('opens a WhatsApp chat with the business number in digits only', () => {
    expect(business.whatsapp.href).toMatch(/^https:\/\/wa\.me\/\d{12}$/);
    expect(business.whatsapp.href).toBe(`https://wa.me/${business.whatsapp.digits}`);
  });

  it('states the hours, response times and cancellation rule of the spec', () => {
    expect(business.hours).toEqual({ opens: '08:00', closes: '20:00' });
    expect(businessText.hours.display).toBe('8 am to 8 pm');
    expect(businessText.responseTimes).toEqual({
      emergency: '5-15 minutes',
      sameDay: '30 minutes to 2 hours',
      advance: 'Up to 30 days ahead',
    });
    expect(business.cancellation.noticeHours).toBe(6);
    expect(business.copyrightYear).toBe(2025);
  });

  it('lists every offer and plan of the spec with its benefit', () => {
    expect(businessText.offers.map((row) => row.benefit)).toEqual([
      '50% off',
      '200 credits',
      '20% off',
      '15% off or the loyalty programme',
      '20% off',
      'Fixed monthly rates',
    ]);
    expect(businessText.plans.map((row) => row.plan)).toEqual(['Weekly', 'Monthly', 'Loyalty card']);
  });
});
