import { Award, HeartHandshake, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import type { CoreValue } from 'shared-content/text/about';

/** The picture of each core value. Icons are decoration only: the blocks render them with aria-hidden. */
export const valueIcons: Record<CoreValue['id'], LucideIcon> = {
  compassion: HeartHandshake,
  safety: ShieldCheck,
  excellence: Award,
  reliability: Timer,
};
