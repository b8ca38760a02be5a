import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

/** A stage of the app's start: its module, and the name of the chunk that carries what it needs. */
export interface LoadStage {
  name: string;
  /** Path from the project root, e.g. `web/app/full-app.tsx`. */
  module: string;
  /**
   * Pages that go on from this stage without the stages after it (door mode: the app, then its
   * page, with no frame): what they share with a later stage is carried by this stage's chunk
   * instead, so they load no later stage's chunk (nor run its code).
   */
  alsoCarriesFor?: readonly string[];
}

/**
 * Chunks shaped after the app's start-up stages instead of the bundler's default. By default every
 * module shared by two lazy pages gets a chunk of its own; with Ionic's components and icons split
 * per component that made dozens of files (each a round trip on a slow network) before the first
 * signed-in screen. Here each stage (the entry, the app, its frame with Ionic, the signed-in frame) gets one chunk
 * with every module it imports, directly or not, that the stages before it do not carry; modules
 * shared by pages go into chunks by the set of pages using them, small ones merged with a
 * neighbour. A stage's own module stays in its own chunk (its entry), so no chunk ever imports a
 * later stage: the chunks form no cycle.
 */
export function routeChunks(root: string, stages: LoadStage[], pagesMergeBelow: number): { plugin: Plugin; groups: Group[] } {
  const owner = new Map<string, string>();
  /** What the pages some stage carries for use: kept out of merged chunks (see the groups). */
  const carriedPagesUse = new Set<string>();
  const stageIds = new Set(stages.map((stage) => path.resolve(root, stage.module)));
  const plugin: Plugin = {
    name: 'gather:route-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      carriedPagesUse.clear();
      const staticClosure = (start: string): string[] => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (!seen.has(id)) {
            seen.add(id);
            queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
        }
        return [...seen];
      };
      for (const stage of stages) {
        for (const id of staticClosure(path.resolve(root, stage.module))) {
          if (!owner.has(id) && !stageIds.has(id)) {
            owner.set(id, stage.name);
          }
        }
      }
      // A module a later stage carries moves with everything it imports, which that stage or an
      // earlier one carries too: nothing here imports a later stage, so the chunks still form no cycle.
      stages.forEach((stage, index) => {
        const later = new Set(stages.slice(index + 1).map((next) => next.name));
        for (const page of stage.alsoCarriesFor ?? []) {
          for (const id of staticClosure(path.resolve(root, page))) {
            carriedPagesUse.add(id);
            if (later.has(owner.get(id) ?? '')) {
              owner.set(id, stage.name);
            }
          }
        }
      });
    },
  };
  const groups: Group[] = [
    ...stages.map((stage, index) => ({
      name: stage.name,
      test: (id: string) => owner.get(id) === stage.name,
      priority: 100 - index,
    })),
    // What such a page shares with other pages, by the set of pages using it and never merged with
    // a neighbour: a small neighbour could be another page's module, importing a later stage.
    {
      name: 'shared',
      test: (id: string) => !owner.has(id) && !stageIds.has(id) && carriedPagesUse.has(id),
      minShareCount: 2,
      entriesAware: true,
      priority: 2,
    },
    {
      name: 'shared',
      test: (id: string) => !owner.has(id) && !stageIds.has(id),
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: pagesMergeBelow,
      priority: 1,
    },
  ];
  return { plugin, groups };
}
