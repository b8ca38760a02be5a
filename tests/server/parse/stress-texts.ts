/** Texts of a chosen size that each stress one kind of mention the readers look for (issue 28, finding 1). */

const repeatTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Each pattern makes a text of a given size that stresses one kind of mention. */
export const STRESS_TEXTS: [string, (size: number) => string][] = [
  ['numeric dates ("12/12 ")', (n) => repeatTo('12/12 ', n)],
  ['repetitions with endings ("every Tue and Thu until 30 June, ")', (n) => `Club 7pm ${repeatTo('every Tue and Thu until 30 June, ', n)}`],
  ['a long list of weekdays', (n) => `Choir 7pm ${repeatTo('Mondays, Tuesdays, ', n)}`],
  ['"every" before nothing', (n) => `Quiz Sat 14 June 7pm ${repeatTo('every each other first ', n)}`],
  ['time ranges ("7pm-9pm ")', (n) => repeatTo('7pm-9pm ', n)],
  ['price ranges ("£1-£2 ")', (n) => repeatTo('£1-£2 ', n)],
  ['dates with times in sentences', (n) => repeatTo('Sat 14 June 7pm at the Red Lion. ', n)],
  ['dates on their own lines', (n) => repeatTo('Saturday 14 June\n7.30pm\n', n)],
  ['one long line of clauses before a date', (n) => `${repeatTo('a, ', n)} Sat 14 June 7pm`],
  ['blank space after a date', (n) => `Quiz Sat 14 June${' '.repeat(n)}`],
  ['prepositions before capitalised words ("In ")', (n) => repeatTo('In ', n)],
  ['a long capitalised name after "at"', (n) => `Quiz Sat 14 June 7pm at ${repeatTo('Red ', n)}`],
  ['a labelled place full of brackets', (n) => `Venue: ${'('.repeat(n)}`],
  ['a labelled place ending in punctuation', (n) => `Where: Hall${repeatTo(', ', n)}x`],
  ['a subject line of many parts', (n) => `Subject: ${repeatTo('Quiz – ', n)}\nSat 14 June 7pm`],
  ['greetings', (n) => repeatTo('Hi all, ', n)],
  ['many short lines', (n) => repeatTo('x\n\n', n)],
  ['links', (n) => repeatTo('https://a.example/x tickets ', n)],
  ['a dotted web address', (n) => `www.a${repeatTo('.a', n)}`],
  ['amounts in one clause', (n) => `Tickets ${repeatTo('£5 ', n)}`],
  ['weekday ordinals ("Sat 14th ")', (n) => repeatTo('Sat 14th ', n)],
  ['day ranges', (n) => repeatTo('Fri 12 - Sun 14 July ', n)],
  ['European dates ("14.03. ")', (n) => repeatTo('14.03. 19:00 ', n)],
  ['Spanish dates', (n) => repeatTo('el sábado 16 de mayo a las 18:00 en la plaza ', n)],
  ['French dates', (n) => repeatTo('le samedi 25 avril à 14h à la salle ', n)],
  ['e-mail headers', (n) => repeatTo('Date: Mon, 1 Jun 2026 18:42:10 +0100\nMessage-ID: <0.12.4.96.10.30.00.ab12+@mail.example.edu.0>\n', n)],
  ['header blocks between lines of text', (n) => repeatTo('Subject: Quiz\nFrom: a@b.example\nQuiz on Sat 14 June at 8pm\n', n)],
  ['quoted replies', (n) => repeatTo('> On 1 Jun 2026, at 21:02, Sal wrote:\n> Quiz at the Plough on the 23rd? 7.30 start?\n', n)],
  ['labelled fields in three languages', (n) => repeatTo('Lieu : Salle des fêtes\nFecha: 14 de junio\nWhere: Ash Hall\n', n)],
  ['a date line with separators', (n) => `Sat 24th Oct ${repeatTo('| The Wheatsheaf ', n)}`],
  ['hour words ("14h")', (n) => repeatTo('de 14h à 18h30 ', n)],
  ['a long line of capitalised words after a place noun', (n) => `Sat 14 June 8pm at the Centre ${repeatTo('culturel de Ouakam ', n)}`],
];
