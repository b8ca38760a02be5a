/** The value of `--name=value` on the command line, or `fallback`. */
export const arg = (name: string, fallback: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
