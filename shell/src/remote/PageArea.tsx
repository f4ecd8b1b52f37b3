import type { HTMLAttributes } from 'react';
import type { RemoteName } from 'shared-content';
import styles from './PageArea.module.css';

/**
 * Where a remote's page is drawn: its CSS is scoped to `[data-page-area="<remote>"]` at build time
 * (shared-content/tooling/scope-css-loader.js), so it styles this element's content only. The box around
 * it is the shell's and no page's selector reaches it: whatever the page does to the page area itself
 * (position, z-index, transform, margins, shadows), the box keeps it inside. The shell's own fallback and
 * loading state are drawn outside it, where no page's CSS reaches.
 */
export default function PageArea({ remote, ...props }: { remote: RemoteName } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={styles.box}>
      <div {...props} data-page-area={remote} />
    </div>
  );
}
