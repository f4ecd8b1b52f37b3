import { Check } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import styles from './Steps.module.css';

export default function Steps() {
  const { steps } = howItWorksContent;
  return (
    <section className={styles.steps} aria-labelledby="howitworks-steps-heading">
      <div className="container">
        <div className={styles.header}>
          <h2 id="howitworks-steps-heading">{steps.heading}</h2>
          <p className={styles.intro}>{steps.intro}</p>
        </div>
        <ol className={styles.list}>
          {steps.list.map((step) => (
            <li key={step.number} className={styles.step}>
              <p className={styles.number}>
                <span className="visually-hidden">{steps.stepLabel} </span>
                {step.number}
              </p>
              <div className={styles.body}>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.description}>{step.description}</p>
                <ul className={styles.details} aria-label={`${steps.detailsLabel}: ${step.title}`}>
                  {step.details.map((detail) => (
                    <li key={detail} className={styles.detail}>
                      <Check aria-hidden="true" size={20} className={styles.check} />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
