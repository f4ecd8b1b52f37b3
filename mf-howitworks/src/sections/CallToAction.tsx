import { MessageSquare } from 'lucide-react';
import { CallButton, CtaBand } from 'shared-content/ui';
import { useText } from '../text';

export default function CallToAction() {
  const { cta } = useText();
  return (
    <CtaBand
      words={cta}
      actions={
        <>
          <CallButton />
          <a className="button button--secondary" href={cta.messageHref}>
            <MessageSquare aria-hidden="true" size={20} />
            {cta.message}
          </a>
        </>
      }
    />
  );
}
