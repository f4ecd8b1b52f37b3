import { Mail } from 'lucide-react';
import { CtaBand } from 'shared-content/ui';
import { useText } from '../text';

export default function CallToAction() {
  const { cta } = useText();
  return <CtaBand words={cta} callLabel={cta.bookRide} link={{ href: cta.contactHref, label: cta.contact, icon: Mail }} />;
}
