// DRAFT TRANSLATION (Urdu): glossary proposed with the drafts. A native Urdu speaker confirms or changes each choice.
/** The Urdu words for the site's recurring terms (see ../glossary.ts). */
import type { Glossary, RejectedPhrasing } from '../glossary';

const glossary: Glossary = {
  ride: { chosen: 'سفر', rejected: ['رائیڈ', 'سواری'], note: 'گاڑی is the vehicle, not the trip.' },
  vehicle: { chosen: 'گاڑی', rejected: ['ویہیکل'], note: 'وین where the English says van.' },
  caretaker: {
    chosen: 'دیکھ بھال کرنے والے',
    rejected: ['کیئر ٹیکر', 'دیکھ بھال کرنے والا', 'دیکھ بھال کرنے والی'],
    pluralBeforePostposition: 'دیکھ بھال کرنے والوں',
    alwaysPlural: true,
    note: 'The plural says nothing of the person’s sex; its verb is plural too (مدد کرتے ہیں), and before کے، کا، کو … it is والوں (والے کے is the singular). The family who cares for a patient are not caretakers: ان کا خیال رکھنے والے گھر والے.',
  },
  booking: { chosen: 'بکنگ', rejected: ['ریزرویشن'], alsoSaidAs: ['بک'] },
  reservation: { chosen: 'صرف بکنگ پر', rejected: ['پیشگی بکنگ پر'], note: 'پیشگی بکنگ is "Advance Booking", one of the three ways to book.' },
  urgent: { chosen: 'فوری', rejected: ['ہنگامی بکنگ'], note: 'فوری means urgent, not quick: "Response: Quick" is جلد.' },
  emergency: { chosen: 'ایمرجنسی', rejected: ['ہنگامی صورت'], alsoSaidAs: ['جان کو خطرہ'], note: 'غیر ہنگامی stays for "non-emergency".' },
  disabilities: { chosen: 'معذور افراد', rejected: ['اپاہج'] },
  teleMedic: { chosen: 'ٹیلی میڈیسن کے ذریعے طبی نگرانی', rejected: ['ڈاکٹر دور سے'] },
  snacks: { chosen: 'اسنیکس', rejected: ['ناشتہ'], note: 'ناشتہ reads as breakfast.' },
  insurance: { chosen: 'انشورنس', rejected: ['بیمہ'], note: 'The word on insurance cards and policies in Hyderabad.' },
};

/** Phrasings a native reviewer rejected that no term covers. */
export const rejectedPhrasings: RejectedPhrasing[] = [
  {
    phrase: 'بجے تک جواب',
    instead: 'صبح 8 بجے اور رات 8 بجے کے درمیان جواب (replyHours)',
    why: '"سے … تک جواب دیتے ہیں" can be read as "the reply takes twelve hours".',
  },
];

export default glossary;
