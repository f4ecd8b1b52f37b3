import {
  Accessibility,
  Armchair,
  BadgeCheck,
  Bed,
  Building2,
  CalendarCheck,
  ClipboardCheck,
  CupSoda,
  HandHeart,
  HeartPulse,
  Hospital,
  PackagePlus,
  Route,
  Plane,
  Satellite,
  ShieldCheck,
  ShoppingBag,
  Smile,
  SprayCan,
  Stethoscope,
  Thermometer,
  Trees,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

/** The lucide icon for each icon name of the home text (`HomeIconName`). */
const icons = {
  doctor: Stethoscope,
  personnel: Users,
  accessibility: Accessibility,
  safety: ShieldCheck,
  interior: Armchair,
  comfort: Thermometer,
  technology: Satellite,
  addons: PackagePlus,
  compliance: ClipboardCheck,
  hospital: Hospital,
  clinic: Building2,
  dentist: Smile,
  airport: Plane,
  shopping: ShoppingBag,
  recreation: Trees,
  mobility: Accessibility,
  medical: HeartPulse,
  elderly: HandHeart,
  scheduled: CalendarCheck,
  postSurgery: Bed,
  cityWide: Route,
  tracking: Video,
  clean: SprayCan,
  booking: CalendarCheck,
  insurance: BadgeCheck,
  snacks: CupSoda,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
