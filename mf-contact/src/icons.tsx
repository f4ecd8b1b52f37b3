import { CalendarCheck, Clock, Mail, MapPin, MessageCircle, Phone, Route, Timer, type LucideIcon } from 'lucide-react';
import type { ContactIconName } from 'shared-content/text/contact';

/** The picture for each icon name the text uses. Icons are decoration only: always render them with aria-hidden. */
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
