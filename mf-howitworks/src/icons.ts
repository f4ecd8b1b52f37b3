import { CalendarDays, Clock, MapPin, ShieldCheck, Stethoscope, Users, Zap, type LucideIcon } from 'lucide-react';
import type { BookingOptionItem, ReasonItem } from 'shared-content/text/howItWorks';

/** The picture of each booking option. Icons are decoration only: the blocks render them with aria-hidden. */
export const bookingOptionIcons: Record<BookingOptionItem['id'], LucideIcon> = {
  emergency: Zap,
  sameDay: Clock,
  advance: CalendarDays,
};

/** The picture of each reason to choose us. */
export const reasonIcons: Record<ReasonItem['id'], LucideIcon> = {
  doctors: Stethoscope,
  caretakers: Users,
  tracking: MapPin,
  safety: ShieldCheck,
};
