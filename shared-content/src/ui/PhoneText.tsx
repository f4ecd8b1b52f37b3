import { Fragment } from 'react';
import { business } from '../business';

/** Text with the business phone number in it, the number kept on one line (see `.phone-number`). */
export default function PhoneText({ text }: { text: string }) {
  const parts = text.split(business.phone.display);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span className="phone-number">{business.phone.display}</span>}
      {part}
    </Fragment>
  ));
}
