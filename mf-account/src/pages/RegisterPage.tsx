import { PlaceholderPage } from '@inkspell/ui';

/** /register: Join Inkspell (spec 01 §2 Register). */
export function RegisterPage() {
  return (
    <PlaceholderPage
      icon="🌟"
      title="Join Inkspell"
      summary="Create your free account and get 5 ink to start making stories; friends who shared a link earn bonus ink."
    />
  );
}
