import { useState, type ReactNode } from 'react';

/**
 * One side of the out-in transition: fades in when it mounts (unless it is the app's first view, which
 * appears at once) and fades out while `leaving`. Whether it fades in is fixed at mount, so a later
 * re-render never replays the animation.
 */
export function FadeFrame({
  leaving,
  fadeIn,
  children,
}: {
  leaving: boolean;
  fadeIn: boolean;
  children: ReactNode;
}) {
  const [enter] = useState(fadeIn);
  return (
    <div className="cx-view" data-enter={enter ? 'fade' : undefined} data-leaving={leaving || undefined}>
      {children}
    </div>
  );
}
