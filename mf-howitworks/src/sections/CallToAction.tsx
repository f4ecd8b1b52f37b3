import { MessageSquare } from 'lucide-react';
import { CtaBand } from 'shared-content/ui';
import { useText } from '../text';

export default function CallToAction() {
  const { cta } = useText();
  return <CtaBand words={cta} link={{ href: cta.messageHref, label: cta.message, icon: MessageSquare }} />;
}
