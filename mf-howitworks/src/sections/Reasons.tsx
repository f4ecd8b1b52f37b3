import { CardSection } from 'shared-content/ui';
import { reasonIcons } from '../icons';
import { useText } from '../text';

export default function Reasons() {
  const { reasons } = useText();
  return <CardSection words={reasons} icons={reasonIcons} />;
}
