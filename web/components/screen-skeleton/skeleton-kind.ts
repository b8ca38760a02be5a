import { matchScreen } from '@contracts/screens/match-screen';
import type { SkeletonKind } from '@contracts/screens/screens';

export type { SkeletonKind };

/** Which skeleton stands for the screen at `pathname` (the screen manifest's; a list for an address that is no screen). */
export function skeletonKindFor(pathname: string): SkeletonKind {
  return matchScreen(pathname).screen.skeleton;
}
