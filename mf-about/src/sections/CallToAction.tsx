import { Mail } from 'lucide-react';
import { CallButton, CtaBand } from 'shared-content/ui';
import { useText } from '../text';

export default function CallToAction() {
  const { cta } = useText();
  return (
    <CtaBand
      words={cta}
      actions={
        <>
          <CallButton label={cta.bookRide} />
          <a className="button button--secondary" href={cta.contactHref}>
            <Mail aria-hidden="true" size={20} />
            {cta.contact}
          </a>
        </>
      }
    />
  );
}
