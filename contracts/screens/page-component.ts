/** The component a screen's page module exports: named after its file (web/features/home/home-page.tsx: HomePage). */
export const pageComponentName = (module: string): string =>
  (module.split('/').pop() ?? '').replace(/\.tsx$/, '').replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
