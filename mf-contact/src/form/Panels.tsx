import type { ReactNode, Ref } from 'react';
import { CircleAlert, CircleCheck, Mail, MessageCircle, Phone, Send } from 'lucide-react';
import { business } from 'shared-content';
import styles from '../sections/MessageForm.module.css';
import { useText } from '../text';
import { mailtoHref, whatsappHref } from './handoff';

/** The panel's heading, which takes focus when the panel appears. */
type HeadingRef = Ref<HTMLHeadingElement>;

interface PanelProps {
  /** The panel's own look beside the plain one: success or error. */
  tone?: string;
  icon: ReactNode;
  heading: string;
  headingRef: HeadingRef;
  children: ReactNode;
}

/** A panel in place of (or above) the form, whose heading takes focus when it appears. */
function Panel({ tone, icon, heading, headingRef, children }: PanelProps) {
  return (
    <div className={tone ? `${styles.panel} ${tone}` : styles.panel}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {icon} {heading}
      </h3>
      {children}
    </div>
  );
}

/** The message reached the contact service: its reference, and a way back to the form. */
export function SentPanel({ reference, headingRef, onAnother }: { reference: string; headingRef: HeadingRef; onAnother: () => void }) {
  const { form: text } = useText();
  return (
    <Panel tone={styles.panelSuccess} icon={<CircleCheck aria-hidden="true" />} heading={text.sent.heading} headingRef={headingRef}>
      <p>
        {text.sent.referenceLabel} <strong className={styles.reference} dir="ltr">{reference}</strong>
      </p>
      <p>{text.sent.text}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {text.sent.another}
      </button>
    </Panel>
  );
}

interface ConfirmPanelProps {
  message: string;
  headingRef: HeadingRef;
  onEdit: () => void;
  onStartAgain: () => void;
}

/** No endpoint: the visitor sends the message themselves, by WhatsApp or e-mail, prefilled. */
export function ConfirmPanel({ message, headingRef, onEdit, onStartAgain }: ConfirmPanelProps) {
  const { form: text } = useText();
  return (
    <Panel icon={<Send aria-hidden="true" className="flip-in-rtl" />} heading={text.confirm.heading} headingRef={headingRef}>
      <p>{text.confirm.text}</p>
      <HandoffLinks message={message} />
      <h4 className={styles.previewHeading}>{text.confirm.previewHeading}</h4>
      <p className={styles.preview}>{message}</p>
      <p className={styles.note}>{text.confirm.keptNote}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {text.confirm.edit}
        </button>
        <button type="button" className="button button--secondary" onClick={onStartAgain}>
          {text.confirm.startAgain}
        </button>
      </div>
    </Panel>
  );
}

/** Sending failed: what the service said (or a calm default), and the other ways to send the message. */
export function FailedPanel({ message, failure, headingRef }: { message: string; failure: string | null; headingRef: HeadingRef }) {
  const { form: text } = useText();
  return (
    <Panel tone={styles.panelError} icon={<CircleAlert aria-hidden="true" />} heading={text.failed.heading} headingRef={headingRef}>
      <p>{failure ?? text.failed.text}</p>
      <HandoffLinks message={message} />
    </Panel>
  );
}

function HandoffLinks({ message }: { message: string }) {
  const { form: text } = useText();
  return (
    <div className={styles.handoff}>
      <ul className={styles.handoffList}>
        <li>
          <a className="button" href={whatsappHref(message)}>
            <MessageCircle aria-hidden="true" /> {text.handoff.whatsapp}
          </a>
        </li>
        <li>
          <a className="button" href={mailtoHref(message, text.template.subject)}>
            <Mail aria-hidden="true" /> {text.handoff.email}
          </a>
        </li>
      </ul>
      <p className={styles.call}>
        {text.handoff.callText}{' '}
        <a href={business.phone.href} className={styles.callLink}>
          <Phone aria-hidden="true" /> <span className="phone-number">{business.phone.display}</span>
        </a>
      </p>
    </div>
  );
}
