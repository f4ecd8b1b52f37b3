import { CalendarCheck, Clock, Mail, MapPin, MessageCircle, Phone, Route, Timer, type LucideIcon } from 'lucide-react';
import type { contactContent } from 'shared-content';

/** Icon names used in the contact content (the content names pictures; the page draws them). */
type ContactIconName =
  | (typeof contactContent.methods.items)[number]['icon']
  | (typeof contactContent.office.items)[number]['icon'];

/** The picture for each icon name. Icons are decoration only: always render them with aria-hidden. */
export const contactIcons: Record<ContactIconName, LucideIcon> = {
  phone: Phone,
  email: Mail,
  whatsapp: MessageCircle,
  form: CalendarCheck,
  address: MapPin,
  hours: Clock,
  coverage: Route,
  response: Timer,
};
