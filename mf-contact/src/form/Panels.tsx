import type { Ref } from 'react';
import { CircleAlert, CircleCheck, Mail, MessageCircle, Phone, Send } from 'lucide-react';
import { business } from 'shared-content';
import styles from '../sections/MessageForm.module.css';
import { useText } from '../text';
import { mailtoHref, whatsappHref } from './handoff';

/** The panel's heading, which takes focus when the panel appears. */
type HeadingRef = Ref<HTMLHeadingElement>;

/** The message reached the contact service: its reference, and a way back to the form. */
export function SentPanel({ reference, headingRef, onAnother }: { reference: string; headingRef: HeadingRef; onAnother: () => void }) {
  const { form: text } = useText();
  return (
    <div className={`${styles.panel} ${styles.panelSuccess}`}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        <CircleCheck aria-hidden="true" /> {text.sent.heading}
      </h3>
      <p>
        {text.sent.referenceLabel} <strong className={styles.reference} dir="ltr">{reference}</strong>
      </p>
      <p>{text.sent.text}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {text.sent.another}
      </button>
    </div>
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
    <div className={styles.panel}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        <Send aria-hidden="true" className="flip-in-rtl" /> {text.confirm.heading}
      </h3>
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
    </div>
  );
}

/** Sending failed: what the service said (or a calm default), and the other ways to send the message. */
export function FailedPanel({ message, failure, headingRef }: { message: string; failure: string | null; headingRef: HeadingRef }) {
  const { form: text } = useText();
  return (
    <div className={`${styles.panel} ${styles.panelError}`}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        <CircleAlert aria-hidden="true" /> {text.failed.heading}
      </h3>
      <p>{failure ?? text.failed.text}</p>
      <HandoffLinks message={message} />
    </div>
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
