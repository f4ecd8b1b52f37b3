import { cardSurface, CheckList, gridList, Section } from 'shared-content/ui';
import { useText } from '../text';
import styles from './Steps.module.css';

export default function Steps() {
  const { steps } = useText();
  return (
    <Section heading={steps.heading} intro={steps.intro} tone="tinted">
      <ol className={`${gridList} ${styles.list}`}>
        {steps.list.map((step) => (
          <li key={step.number} className={`${cardSurface} ${styles.step}`}>
            <p className={styles.number}>
              <span className="visually-hidden">{steps.stepLabel} </span>
              {step.number}
            </p>
            <div className={styles.body}>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.description}>{step.description}</p>
              <CheckList items={step.details} label={`${steps.detailsLabel}: ${step.title}`} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
