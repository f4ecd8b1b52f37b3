import { CardSection } from 'shared-content/ui';
import { valueIcons } from '../icons';
import { useText } from '../text';

export default function Values() {
  const { values } = useText();
  return <CardSection words={values} icons={valueIcons} />;
}
