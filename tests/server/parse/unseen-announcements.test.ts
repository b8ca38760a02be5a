import { describe, expect, it } from 'vitest';
import { mergeReadings } from '../../../server/features/parse/model/merge';
import { presentParse } from '../../../server/features/parse/present';
import { readPastedText } from '../../../server/features/parse/read-source';

/**
 * Issue 28, findings 13 to 16: the kinds of announcement the assistant read poorly when it met
 * material it had not been shaped by. Each text here is made up for its kind of miss.
 */
function answer(text: string, referenceTime: string, zone = 'Europe/London') {
  return presentParse(mergeReadings(readPastedText(text, { instant: new Date(referenceTime), zone })), zone);
}

const JUNE = '2026-06-01T09:00:00+01:00';

describe('titles: greetings, salutations and headings are not the event (finding 13)', () => {
  it.each([
    ['Hi everyone!\n\nThe Orchard Open Day is back. Sunday 5 July, 11am to 4pm, at Pell Farm.', 'Orchard Open Day'],
    ['Dear members,\n\nYou are cordially invited to the Bowls Club Summer Lunch on Saturday 27 June at 1pm in the pavilion.', 'Bowls Club Summer Lunch'],
    ['NOTICE\n\nThe Residents Association will hold its Summer Meeting on Tuesday 16 June at 7pm in Ash Hall.', 'Summer Meeting'],
    ["What's on\n\nFriday 12 June – Jazz Brunch: the Tom Oyelaran Trio, 11am at the Corn Exchange.", 'Jazz Brunch'],
    ['Upcoming at the Museum\n\nSaturday, June 20 · 2:00–4:00 PM\nFossil Hunting for Families\nMeet in the main hall.', 'Fossil Hunting for Families'],
  ])('%s', (text, title) => {
    expect(answer(text, JUNE).title).toBe(title);
  });

  it('a line with only a date and a place is not the title: the name on the line under it is', () => {
    expect(answer('Sat 20th June | The Old Mill, Eastbury\nMIDSUMMER QUIZ NIGHT\nTeams of six, from 8pm.', JUNE)).toMatchObject({
      title: 'Midsummer Quiz Night',
      start_datetime: '2026-06-20T20:00:00+01:00',
    });
  });

  it('a sentence fragment before the name is not the title', () => {
    expect(answer("we're so happy to say it's back\nTHE LANTERN PARADE\nsaturday 13th june, 9pm, Castle Green", JUNE).title).toBe('The Lantern Parade');
  });

  it("a programme's first activity is not the event's name, and its first time is the event's start", () => {
    const read = answer('Kelby Village Show\nSaturday 1 August, Kelby Recreation Ground\n\n10.00 Judging of vegetables\n11.30 Dog show\n2.00 Tug of war', JUNE);
    expect(read).toMatchObject({ title: 'Kelby Village Show', start_datetime: '2026-08-01T10:00:00+01:00', location: 'Kelby Recreation Ground' });
  });
});

describe('labelled fields and e-mail headers (finding 14)', () => {
  it('reads "Title:", "Date:", "Time:" and "Place:" lines', () => {
    const read = answer('Title: Intro to Bookbinding\nDate: Saturday 13 June 2026\nTime: 10am - 12.30pm\nPlace: Nettle Lane Studio, Ashford', JUNE);
    expect(read).toMatchObject({ title: 'Intro to Bookbinding', start_datetime: '2026-06-13T10:00:00+01:00', end_datetime: '2026-06-13T12:30:00+01:00', location: 'Nettle Lane Studio, Ashford' });
  });

  it('reads a seminar post: a message-id line is never the title nor its digits a date, and "3-May-96" is read in the reference time\'s century', () => {
    const post = '<0.4.5.96.11.02.10.zq8+@andrew.example.edu.0>\nType:     cmu.cs.scs\nTopic:    Robots That Fold Laundry\nDates:    9-May-96\nTime:     4:00 PM\nPlace:    Hall 4623\nPostedBy: zq8+ on 4-May-96 at 11:02\nAbstract:\n\nA talk about towels.';
    expect(answer(post, '1996-05-04T11:02:00-04:00', 'America/New_York')).toMatchObject({
      title: 'Robots That Fold Laundry',
      start_datetime: '1996-05-09T16:00:00-04:00',
      location: 'Hall 4623',
    });
    expect(answer('Dates: 3-May-96\nTime: 4:00 PM', '2026-06-01T09:00:00-04:00', 'America/New_York').start_datetime).toBe('1996-05-03T16:00:00-04:00');
  });

  it("reads an e-mail: the subject names the event, and the Date header is when it was written, not the event's date", () => {
    const mail = [
      'From: Rosa Field <rosa@example.org>',
      'To: members@example.org',
      'Subject: Summer Barn Dance – Saturday 27 June',
      'Date: Mon, 1 Jun 2026 18:42:10 +0100',
      'Message-ID: <CAB7x@mail.example.com>',
      '',
      'Hello all,',
      '',
      "We're holding the Summer Barn Dance at Hollins Farm on Saturday 27 June from 7.30pm. Tickets £12.",
    ].join('\n');
    expect(answer(mail, '2026-06-03T10:00:00+01:00')).toMatchObject({ title: 'Summer Barn Dance', start_datetime: '2026-06-27T19:30:00+01:00', location: 'Hollins Farm' });
  });

  it("reads \"this Sunday\" in a pasted e-mail from the day it was sent, and a quoted reply's text, without its quote marks", () => {
    const mail = 'Subject: Re: Car boot?\nDate: Tue, 2 Jun 2026 09:15:33 +0100\nFrom: Ian <ian@example.net>\n\nConfirmed!\n\n> On 1 Jun 2026, at 21:02, Sal wrote:\n> Shall we do the car boot sale at Long Meadow this Sunday at 8am?\n\f';
    expect(answer(mail, '2026-06-12T10:00:00+01:00')).toMatchObject({ start_datetime: '2026-06-07T08:00:00+01:00', location: 'Long Meadow' });
  });
});

describe('times (finding 15)', () => {
  it('reads a bare hour in the morning when the event is a breakfast, not at 22:00', () => {
    expect(answer("Volunteers' breakfast\nSunday 21 June at 10 at Cafe Nero, Quay St.", JUNE).start_datetime).toBe('2026-06-21T10:00:00+01:00');
  });

  it('keeps "10am" at 10:00 however it is written', () => {
    for (const time of ['10am', '10 am', '10.00am', '10a.m.', '10 a.m.', '10AM', '10:00 a.m.']) {
      expect(answer(`Litter pick, Saturday 20 June, ${time}, at the Rec`, JUNE).start_datetime).toBe('2026-06-20T10:00:00+01:00');
    }
  });
});

describe('a weekday and a date that disagree, and dates that have passed (finding 15)', () => {
  const NOVEMBER = '2026-11-20T12:00:00+00:00';

  it('keeps the date and the time of an old announcement pasted months later, and says the date has passed', () => {
    const read = answer('Coffee morning this Saturday 14th June, 10am at the village hall', NOVEMBER);
    expect(read.start_datetime).toBe('2025-06-14T10:00:00+01:00');
    expect(read.message).toBe('Event details found. Check them before you create the event. Check the date: 14 June 2025 has already passed.');
  });

  it('keeps the date when no year puts it on the weekday written, and says which weekday it is', () => {
    const read = answer('Jumble sale Friday 14th June, 10am at the scout hut', NOVEMBER);
    expect(read.start_datetime).toBe('2027-06-14T10:00:00+01:00');
    expect(read.message).toBe('Event details found. Check them before you create the event. Check the date: the text says Friday, but 14 June 2027 is a Monday.');
  });

  it('says nothing more when the weekday and the date agree', () => {
    expect(answer('Jumble sale Saturday 13th June, 10am at the scout hut', JUNE).message).toBe('Event details found. Check them before you create the event.');
  });
});

describe('Spanish and French announcements (finding 16)', () => {
  it.each([
    ['¡Hola vecinos!\nEste sábado 13 de junio hacemos la Fiesta del Barrio en la Plaza Mayor, a partir de las 18:00.', 'Fiesta del Barrio', '2026-06-13T18:00:00+02:00', 'Plaza Mayor'],
    ['Buenas! El domingo 14 de junio hay mercado de trueque en el Centro Cívico Norte, de 10 a 14 hs.', 'Mercado de trueque', '2026-06-14T10:00:00+02:00', 'Centro Cívico Norte'],
    ['Fecha: jueves, 18 de junio de 2026\nHora: 19:30 h\nLugar: Biblioteca Las Acacias\nTítulo: Club de lectura', 'Club de lectura', '2026-06-18T19:30:00+02:00', 'Biblioteca Las Acacias'],
    ['Madame, Monsieur,\n\nNous vous informons que la fête des voisins aura lieu le vendredi 19 juin à 19h dans la cour de la résidence.', 'Fête des voisins', '2026-06-19T19:00:00+02:00', 'cour de la résidence'],
    ['Bonjour à tous,\n\nQuoi : Tournoi de pétanque\nQuand : samedi 20 juin, 14 h 30\nOù : Boulodrome municipal, Lunel', 'Tournoi de pétanque', '2026-06-20T14:30:00+02:00', 'Boulodrome municipal'],
  ])('%s', (text, title, start, location) => {
    const read = answer(text, '2026-06-01T09:00:00+02:00', 'Europe/Madrid');
    expect(read.title).toBe(title);
    expect(read.start_datetime).toBe(start);
    expect(read.location).toContain(location);
  });
});

describe('the words of a refusal fit the tab it answers (issue 28, finding 22)', () => {
  it('answers pasted text with no event by asking for the announcement, not by sending the member to the Text tab', async () => {
    const { answerFor } = await import('../../../server/features/parse/present');
    const { readDocument } = await import('../../../server/features/parse/read-source');
    const { PARSE_MESSAGES } = await import('@contracts/parse/messages');
    const reference = { instant: new Date(JUNE), zone: 'Europe/London' };
    expect(answerFor(mergeReadings(readPastedText('asdf qwer zxcv', reference)), 'Europe/London')).toEqual({ success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFoundInText });
    const page = readDocument('<html><body><h1>About us</h1><p>We are a choir.</p></body></html>', 'text/html', 'https://choir.example/', reference).readings;
    expect(answerFor(mergeReadings(page), 'Europe/London')).toEqual({ success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFound });
  });
});

describe('prices in the peso countries (issue 28, Spanish announcements)', () => {
  it('reads "$" as the member\'s peso where the peso is written with it', () => {
    const read = answer('Noche de lotería el viernes 19 de junio a las 19:00 en el Salón Parroquial. Cooperación: $80 por persona', '2026-06-01T09:00:00-06:00', 'America/Mexico_City');
    expect(read.price_range).toBe('80 MXN');
    expect(answer('Quiz night Friday 19 June at 7pm at the Elks Lodge. $10 per person', '2026-06-01T09:00:00-05:00', 'America/Chicago').price_range).toBe('$10');
  });
});
