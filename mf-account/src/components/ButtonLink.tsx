import { buttonClassName, type ButtonLookOptions } from '@inkspell/ui';
import { Link, type LinkProps } from 'react-router-dom';

/** A router link that looks like a button (navigation stays a link for screen readers and new tabs). */
export function ButtonLink({ variant, size, block, className, ...link }: LinkProps & ButtonLookOptions) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...link} />;
}
