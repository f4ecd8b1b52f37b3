// DRAFT TRANSLATION (Urdu): glossary proposed with the drafts. A native Urdu speaker confirms or changes each choice.
/** The Urdu words for the site's recurring terms (see ../glossary.ts). */
import type { Glossary } from '../glossary';

const glossary: Glossary = {
  ride: { chosen: 'سفر', rejected: ['رائیڈ'] },
  vehicle: { chosen: 'گاڑی', rejected: ['ویہیکل'], note: 'وین where the English says van.' },
  caretaker: { chosen: 'دیکھ بھال کرنے والے', rejected: ['کیئر ٹیکر'] },
  booking: { chosen: 'بکنگ', rejected: ['ریزرویشن'] },
  reservation: { chosen: 'صرف بکنگ پر', rejected: ['پیشگی بکنگ پر'], note: 'پیشگی بکنگ is "Advance Booking", one of the three ways to book.' },
  urgent: { chosen: 'فوری', rejected: ['ہنگامی بکنگ'], note: 'فوری means urgent, not quick: "Response: Quick" is جلد.' },
  emergency: { chosen: 'ایمرجنسی', rejected: ['ہنگامی صورت'], note: 'غیر ہنگامی stays for "non-emergency".' },
  disabilities: { chosen: 'معذور افراد', rejected: ['اپاہج'] },
  teleMedic: { chosen: 'ٹیلی میڈیسن کے ذریعے طبی نگرانی', rejected: ['ڈاکٹر دور سے'] },
  snacks: { chosen: 'اسنیکس', rejected: ['ناشتہ'], note: 'ناشتہ reads as breakfast.' },
};

export default glossary;
