import { MessageSquare } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import { CallButton, CtaBand } from 'shared-content/ui';

export default function CallToAction() {
  const { cta } = howItWorksContent;
  return (
    <CtaBand
      heading={cta.heading}
      text={cta.text}
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
