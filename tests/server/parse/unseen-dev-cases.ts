import type { OwnCase } from './own-cases';

/**
 * Issue 28, development set: announcements written by the Gather team after issue 28 and before
 * any reader was changed for it, without looking at the reader's output on them first. Invented
 * people and places; English in several styles, Spanish, French, and e-mails with headers (From,
 * To, Subject, Date, Message-ID, form feeds, quoted replies). The readers were improved while
 * looking at these cases; unseen-held-out-cases.ts, written at the same time, was scored only at
 * the end. Expected values follow the corpus conventions (SOURCES.md): instants with offsets,
 * bare dates for whole days, null for "the text states none", a key left out when not scored.
 */
export const UNSEEN_DEV_CASES: OwnCase[] = [
  {
    id: 'dev-01',
    kind: 'text',
    reference_time: '2026-04-07T19:20:00+01:00',
    time_zone: 'Europe/London',
    body: `Hi everyone!

Just a quick note to say the Spring Plant Swap is back. Saturday 18 April, 10am to 1pm, at Whitcombe Community Centre, Ashby Road. Bring cuttings, seedlings or spare pots. Free.

Thanks, Maureen`,
    expected: { title: 'Spring Plant Swap', start: '2026-04-18T10:00+01:00', end: '2026-04-18T13:00+01:00', location: 'Whitcombe Community Centre', price_range: { min: 0, max: 0, currency: 'GBP' } },
  },
  {
    id: 'dev-02',
    kind: 'text',
    reference_time: '2026-04-28T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `NOTICE

The Parish Council will hold its Annual Parish Meeting on Tuesday 12 May 2026 at 7.00pm in the Jubilee Room, Farnley Village Hall. All residents are welcome to attend.

K. Osei, Clerk to the Council`,
    expected: { title: 'Annual Parish Meeting', start: '2026-05-12T19:00+01:00', location: 'Farnley Village Hall' },
    location_alternatives: ['Jubilee Room'],
  },
  {
    id: 'dev-03',
    kind: 'text',
    reference_time: '2026-06-01T09:00:00+01:00',
    time_zone: 'Europe/London',
    body: `What's on this week

Thursday 4 June – Family Film Club: "The Lighthouse Cat" (U), 4.15pm in the Ferris Library children's room. Free, no need to book.`,
    expected: { title: 'Family Film Club', start: '2026-06-04T16:15+01:00', location: 'Ferris Library', price_range: { min: 0, max: 0, currency: 'GBP' } },
  },
  {
    id: 'dev-04',
    kind: 'text',
    reference_time: '2026-10-30T12:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Dear members,

You are warmly invited to the Harbourside Rowing Club annual dinner, which this year takes place on Friday 27 November at the Seaview Hotel, Marine Parade. Drinks reception from 7pm, dinner served at 7.45pm.

Tickets are £38 per head and must be booked with Gareth by 13 November.

Yours,
The Committee`,
    expected: { title: 'annual dinner', start: '2026-11-27T19:00+00:00', location: 'Seaview Hotel', price_range: { min: 38, max: 38, currency: 'GBP' } },
  },
  {
    id: 'dev-05',
    kind: 'text',
    reference_time: '2026-06-20T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Eastfield Summer Fair
Saturday 11 July, Eastfield Recreation Ground

12.00 Opening by the Mayor
12.30 Dog show (entries on the day)
1.30 Tug of war
3.00 Raffle draw
4.00 Close

Entry £2, children free.`,
    expected: { title: 'Eastfield Summer Fair', start: '2026-07-11T12:00+01:00', location: 'Eastfield Recreation Ground', price_range: { min: 0, max: 2, currency: 'GBP' } },
  },
  {
    id: 'dev-06',
    kind: 'text',
    reference_time: '2026-05-02T08:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Title: Introduction to Beekeeping
Date: Sunday 17 May 2026
Time: 2pm - 4.30pm
Place: Holm Lane Apiary, Scarsdale
Cost: £15 (includes honey tasting)
Contact: bees@holmlane.example`,
    expected: { title: 'Introduction to Beekeeping', start: '2026-05-17T14:00+01:00', end: '2026-05-17T16:30+01:00', location: 'Holm Lane Apiary', price_range: { min: 15, max: 15, currency: 'GBP' } },
  },
  {
    id: 'dev-07',
    kind: 'text',
    reference_time: '1996-05-02T14:12:00-04:00',
    time_zone: 'America/New_York',
    body: `<0.7.5.96.14.12.40.jm4q+@lyra.cs.example.edu.0>
Type:     cmu.cs.scs.talks
Topic:    Learning to Grasp from Tactile Feedback
Dates:    9-May-96
Time:     3:30 PM - 5:00 PM
Place:    Wean Hall 5409
PostedBy: jmorrow+ on 2-May-96 at 14:12 from lyra.cs.example.edu
Abstract: 

                    ROBOTICS SEMINAR
   Speaker: Dr. Helena Marsh, Institute for Field Machines

Most grasping systems rely on vision alone. This talk describes a hand that learns
to grasp unfamiliar objects from touch, and what it taught us about slip.`,
    expected: { title: 'Learning to Grasp from Tactile Feedback', start: '1996-05-09T15:30-04:00', end: '1996-05-09T17:00-04:00', location: 'Wean Hall 5409' },
  },
  {
    id: 'dev-08',
    kind: 'text',
    reference_time: '2026-06-03T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `From: Priya Nair <priya.nair@millbrookallotments.example>
To: plotholders@millbrookallotments.example
Subject: Open day on the allotments – Sunday 14 June
Date: Mon, 1 Jun 2026 18:42:10 +0100
Message-ID: <CAF4x8=kd92jd@mail.example.com>

Hello all,

We're opening the gates to the public for our Open Day at Millbrook Lane Allotments on Sunday 14 June, 11am till 3pm. Teas and cakes in the hut, plant stall by the main gate. If you can help on a stall please reply to this email.

Best,
Priya
Millbrook Allotments Society`,
    expected: { title: 'Open day', start: '2026-06-14T11:00+01:00', end: '2026-06-14T15:00+01:00', location: 'Millbrook Lane Allotments' },
  },
  {
    id: 'dev-09',
    kind: 'text',
    reference_time: '2026-10-14T12:00:00+01:00',
    time_zone: 'Europe/London',
    body: `From: Tom Ashworth <tom@example.net>
Subject: Re: Quiz night?
Date: Wed, 14 Oct 2026 09:15:33 +0100

Yes, confirmed with the landlord – we've got the function room.

Tom

> On 13 Oct 2026, at 21:02, Sal wrote:
> Are we still doing the charity quiz at the Plough on the 23rd? 7.30 start?
\f`,
    expected: { title: 'quiz', start: '2026-10-23T19:30+01:00', location: 'Plough' },
  },
  {
    id: 'dev-10',
    kind: 'text',
    reference_time: '2026-05-12T20:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `¡Hola vecinos! 👋
Este sábado 16 de mayo hacemos la Fiesta de la Primavera en la Plaza del Carmen, a partir de las 18:00. Habrá música en directo, paella y juegos para los peques. ¡Os esperamos!`,
    expected: { title: 'Fiesta de la Primavera', start: '2026-05-16T18:00+02:00', location: 'Plaza del Carmen' },
  },
  {
    id: 'dev-11',
    kind: 'text',
    reference_time: '2026-05-05T10:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `CONVOCATORIA

Asamblea General Ordinaria de la Asociación de Vecinos de San Roque

Fecha: jueves, 21 de mayo de 2026
Hora: 19:30 h
Lugar: Centro Cívico Las Moreras, calle Olivo 12

Se ruega puntual asistencia.
La Junta Directiva`,
    expected: { title: 'Asamblea General Ordinaria', start: '2026-05-21T19:30+02:00', location: 'Centro Cívico Las Moreras' },
  },
  {
    id: 'dev-12',
    kind: 'text',
    reference_time: '2026-05-25T12:00:00-06:00',
    time_zone: 'America/Mexico_City',
    body: `Taller gratuito de huertos urbanos 🌱
Sábado 6 de junio, de 10:00 a 13:00 hrs
Lugar: Casa de Cultura Coyoacán, Av. Hidalgo 28
Cupo limitado, regístrate en el enlace: https://forms.example/huertos`,
    expected: { title: 'huertos urbanos', start: '2026-06-06T10:00-06:00', end: '2026-06-06T13:00-06:00', location: 'Casa de Cultura Coyoacán', price_range: { min: 0, max: 0, currency: 'MXN' } },
  },
  {
    id: 'dev-13',
    kind: 'text',
    reference_time: '2026-04-14T21:00:00-03:00',
    time_zone: 'America/Argentina/Buenos_Aires',
    body: 'Buenas gente! El domingo 19 de abril hay feria de discos usados en el Club Social Villa Crespo (Camargo 560), de 14 a 20 hs. Entrada libre y gratuita. Pasen la data!',
    expected: { title: 'Feria de discos usados', start: '2026-04-19T14:00-03:00', end: '2026-04-19T20:00-03:00', location: 'Club Social Villa Crespo' },
  },
  {
    id: 'dev-14',
    kind: 'text',
    reference_time: '2026-11-24T12:00:00+01:00',
    time_zone: 'Europe/Madrid',
    body: `De: Lucía Fernández <lucia@coralsantcugat.example>
Para: socios@coralsantcugat.example
Asunto: Concierto de Navidad - sábado 12 de diciembre
Fecha: 24 nov 2026 11:05

Queridos socios:

Os recordamos que el Concierto de Navidad de la Coral será el sábado 12 de diciembre a las 20:00 en la Iglesia de Sant Pere. La entrada es de 8 €, gratis para menores de 12 años.

Un abrazo,
Lucía`,
    expected: { title: 'Concierto de Navidad', start: '2026-12-12T20:00+01:00', location: 'Iglesia de Sant Pere', price_range: { min: 0, max: 8, currency: 'EUR' } },
  },
  {
    id: 'dev-15',
    kind: 'text',
    reference_time: '2026-10-13T08:00:00-05:00',
    time_zone: 'America/Bogota',
    body: `Apreciados padres de familia:

Les invitamos a la Feria de la Ciencia del Colegio Los Andes, que se realizará el viernes 23 de octubre de 8:00 a.m. a 12:00 m. en el coliseo del colegio.

Cordialmente,
Coordinación Académica`,
    expected: { title: 'Feria de la Ciencia', start: '2026-10-23T08:00-05:00', location: 'coliseo del colegio' },
    location_alternatives: ['Colegio Los Andes'],
  },
  {
    id: 'dev-16',
    kind: 'text',
    reference_time: '2026-10-28T18:00:00+01:00',
    time_zone: 'Europe/Madrid',
    body: `Hola a todos,
El próximo sábado 7 de noviembre celebramos el II Torneo Popular de Ajedrez en la Biblioteca Municipal de Tres Cantos. Inscripción: 5 € (gratis para menores). Empezamos a las 10 de la mañana.
Saludos`,
    expected: { title: 'Torneo Popular de Ajedrez', start: '2026-11-07T10:00+01:00', location: 'Biblioteca Municipal' },
  },
  {
    id: 'dev-17',
    kind: 'text',
    reference_time: '2026-04-10T09:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `Madame, Monsieur,

L'association Les Amis du Vieux Lavoir a le plaisir de vous convier à sa Fête du Printemps le samedi 25 avril 2026 à partir de 14h, place de la Mairie à Saint-Aubin.

Au programme : troc de plantes, atelier vannerie, goûter partagé.

Entrée libre.`,
    expected: { title: 'Fête du Printemps', start: '2026-04-25T14:00+02:00', location: 'place de la Mairie', price_range: { min: 0, max: 0, currency: 'EUR' } },
    location_alternatives: ['Saint-Aubin'],
  },
  {
    id: 'dev-18',
    kind: 'text',
    reference_time: '2026-06-01T10:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `Conférence : « Les oiseaux des marais »
Date : jeudi 11 juin 2026
Heure : 18h30
Lieu : Maison de la Nature, 4 chemin des Saules, Rochefort
Intervenant : Jean-Marc Leroux, ornithologue
Gratuit, sur inscription.`,
    expected: { title: 'Les oiseaux des marais', start: '2026-06-11T18:30+02:00', location: 'Maison de la Nature', price_range: { min: 0, max: 0, currency: 'EUR' } },
  },
  {
    id: 'dev-19',
    kind: 'text',
    reference_time: '2026-04-28T19:00:00-04:00',
    time_zone: 'America/Toronto',
    body: `Salut tout le monde!
Corvée de nettoyage du parc Lafontaine ce samedi 2 mai, de 9h à midi. On fournit les gants et les sacs. Rendez-vous au chalet du parc!`,
    expected: { title: 'Corvée de nettoyage', start: '2026-05-02T09:00-04:00', end: '2026-05-02T12:00-04:00', location: 'parc Lafontaine' },
    location_alternatives: ['chalet du parc'],
  },
  {
    id: 'dev-20',
    kind: 'text',
    reference_time: '2026-06-09T08:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `De : Claire Dubois <claire.dubois@chorale-harmonie.example>
À : choristes@chorale-harmonie.example
Objet : Répétition générale - mardi 16 juin
Date : 8 juin 2026 à 21:14

Bonjour à tous,

La répétition générale aura lieu mardi 16 juin à 20h à la salle Pierre-Brossolette (et non à l'église comme d'habitude). Merci d'arriver 15 minutes en avance.

Bonne semaine,
Claire`,
    expected: { title: 'Répétition générale', start: '2026-06-16T20:00+02:00', location: 'salle Pierre-Brossolette' },
  },
  {
    id: 'dev-21',
    kind: 'text',
    reference_time: '2026-11-20T12:00:00+01:00',
    time_zone: 'Europe/Brussels',
    body: `Marché de Noël de Jette
Samedi 12 et dimanche 13 décembre
Place Reine Astrid

Samedi :
11h00 Ouverture des chalets
15h00 Chorale des enfants
18h00 Concert de la fanfare

Dimanche : 11h00 - 19h00`,
    expected: { title: 'Marché de Noël', start: '2026-12-12T11:00+01:00', location: 'Place Reine Astrid' },
  },
  {
    id: 'dev-22',
    kind: 'text',
    reference_time: '2026-02-25T10:00:00+00:00',
    time_zone: 'Africa/Dakar',
    body: `Chers membres,

Nous vous informons que l'assemblée générale annuelle de l'Association des Jeunes de Ouakam se tiendra le dimanche 8 mars 2026 à 16 heures au Centre culturel de Ouakam.

Votre présence est vivement souhaitée.

Le Bureau`,
    expected: { title: 'assemblée générale', start: '2026-03-08T16:00+00:00', location: 'Centre culturel de Ouakam' },
  },
  {
    id: 'dev-23',
    kind: 'text',
    reference_time: '2026-09-10T10:00:00+02:00',
    time_zone: 'Europe/Zurich',
    body: `AVIS À LA POPULATION

Soirée d'information sur le nouveau plan de mobilité
Mercredi 23 septembre 2026, 19h30
Aula du Collège des Tilleuls, Morges

La Municipalité`,
    expected: { title: "Soirée d'information", start: '2026-09-23T19:30+02:00', location: 'Aula du Collège des Tilleuls' },
  },
  {
    id: 'dev-24',
    kind: 'text',
    reference_time: '2026-10-05T10:00:00-04:00',
    time_zone: 'America/New_York',
    body: `Upcoming at the Library

Saturday, October 17 · 1:00–3:00 PM
Fall Book Sale
Hundreds of gently used books, $1 each. Ridgewood Public Library, lower level meeting room.`,
    expected: { title: 'Fall Book Sale', start: '2026-10-17T13:00-04:00', end: '2026-10-17T15:00-04:00', location: 'Ridgewood Public Library' },
  },
  {
    id: 'dev-25',
    kind: 'text',
    reference_time: '2026-10-01T12:00:00-05:00',
    time_zone: 'America/Chicago',
    body: `Hello Maple families!

Our Fall Festival is next Friday, 10/9, from 5:30 to 8 pm on the Maple Elementary playground. Food trucks, bounce house and a cake walk. Wristbands are $10 per child at the door.

Thanks,
Maple PTA`,
    expected: { title: 'Fall Festival', start: '2026-10-09T17:30-05:00', end: '2026-10-09T20:00-05:00', location: 'Maple Elementary', price_range: { min: 10, max: 10, currency: 'USD' } },
  },
  {
    id: 'dev-26',
    kind: 'text',
    reference_time: '2026-03-01T10:00:00-06:00',
    time_zone: 'America/Chicago',
    body: `SAVE THE DATE
Men's Pancake Breakfast
Sunday, March 15 • 8:00–10:30 a.m.
Fellowship Hall, Grace Lutheran Church
Free will offering`,
    expected: { title: "Men's Pancake Breakfast", start: '2026-03-15T08:00-05:00', end: '2026-03-15T10:30-05:00', location: 'Grace Lutheran Church' },
    location_alternatives: ['Fellowship Hall'],
  },
  {
    id: 'dev-27',
    kind: 'text',
    reference_time: '2026-04-10T09:00:00-05:00',
    time_zone: 'America/Chicago',
    body: `Topic: Building offline-first web apps
Speaker: Dana Whitfield
When: Wednesday, April 22, 6:30pm (doors 6pm)
Where: Loomworks Coworking, 210 W 3rd St, Austin
Pizza provided by our sponsor.`,
    expected: { title: 'Building offline-first web apps', start: '2026-04-22T18:30-05:00', location: 'Loomworks Coworking' },
  },
  {
    id: 'dev-28',
    kind: 'text',
    reference_time: '2026-05-05T17:00:00+10:00',
    time_zone: 'Australia/Sydney',
    body: `G'day all,
The Tuggerah Lakes Landcare working bee is on this Saturday (9 May), 8am–11am, meeting at the end of Pacific Street near the boat ramp. Morning tea provided. Wear closed shoes!`,
    expected: { title: 'working bee', start: '2026-05-09T08:00+10:00', end: '2026-05-09T11:00+10:00', location: 'Pacific Street' },
    location_alternatives: ['boat ramp'],
  },
  {
    id: 'dev-29',
    kind: 'text',
    reference_time: '2026-07-01T09:00:00+12:00',
    time_zone: 'Pacific/Auckland',
    body: `Kia ora e te whānau,
Matariki whānau day at Te Awe Marae — Saturday 11 July, 10am to 2pm. Kai, weaving and kapa haka for the tamariki. Koha entry.
Ngā mihi`,
    expected: { title: 'Matariki whānau day', start: '2026-07-11T10:00+12:00', end: '2026-07-11T14:00+12:00', location: 'Te Awe Marae' },
  },
  {
    id: 'dev-30',
    kind: 'text',
    reference_time: '2026-02-02T12:00:00+00:00',
    time_zone: 'Europe/Dublin',
    body: 'Céilí in Halla Naomh Bríd this Friday night, music by the Ó Súilleabháin family from 9pm. €10 in, all welcome!',
    expected: { title: 'Céilí', start: '2026-02-06T21:00+00:00', location: 'Halla Naomh Bríd', price_range: { min: 10, max: 10, currency: 'EUR' } },
  },
  {
    id: 'dev-31',
    kind: 'text',
    reference_time: '2026-10-20T10:00:00+05:30',
    time_zone: 'Asia/Kolkata',
    body: `Dear Residents,
Greetings from the Managing Committee!
We are happy to announce the Diwali Mela 2026 on Sunday, 1st November from 5:00 PM onwards at the Clubhouse Lawn, Green Valley Apartments.
Stall booking: Rs. 1500 per stall.
Regards,
MC, GVA`,
    expected: { title: 'Diwali Mela', start: '2026-11-01T17:00+05:30', location: 'Clubhouse Lawn' },
    location_alternatives: ['Green Valley Apartments'],
  },
  {
    id: 'dev-32',
    kind: 'text',
    reference_time: '2026-10-12T14:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Sat 24th Oct | The Wheatsheaf, Upper Fenby
HALLOWEEN FANCY DRESS PARTY 🎃
DJ from 8pm till late. Best costume wins a £50 bar tab!`,
    expected: { title: 'Halloween Fancy Dress Party', start: '2026-10-24T20:00+01:00', location: 'Wheatsheaf' },
  },
  {
    id: 'dev-33',
    kind: 'text',
    reference_time: '2026-03-16T10:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Parkrun volunteers' breakfast
Sunday 22 March at 10 at Cafe Rosa on Dock Street. We'll order off the menu, pay your own.`,
    expected: { title: "Parkrun volunteers' breakfast", start: '2026-03-22T10:00+00:00', location: 'Cafe Rosa' },
  },
  {
    id: 'dev-34',
    kind: 'text',
    reference_time: '2026-11-25T12:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Update:
The Christmas Wreath Workshop has moved! It's now on Saturday 5 December, 10am - 12pm at Bramley Barn Studio (not the village hall). Still £35 including all materials.`,
    expected: { title: 'Christmas Wreath Workshop', start: '2026-12-05T10:00+00:00', end: '2026-12-05T12:00+00:00', location: 'Bramley Barn Studio', price_range: { min: 35, max: 35, currency: 'GBP' } },
  },
  {
    id: 'dev-35',
    kind: 'text',
    reference_time: '1996-03-07T12:00:00-05:00',
    time_zone: 'America/New_York',
    body: `From: mkowalski@physics.example.edu (Marta Kowalski)
Newsgroups: local.physics.announce
Subject: Colloquium: Quantum dots in biology, Thu 14-Mar-96
Date: 7 Mar 1996 16:20:11 GMT
Message-ID: <4hn2ab$k3@news.physics.example.edu>
Organization: Dept. of Physics

             PHYSICS COLLOQUIUM

   "Quantum Dots in Biology: Tiny Lights for Living Cells"
        Prof. Samuel Adeyemi, Northgate University

   Thursday, 14 March 1996, 4:15 pm, Room 120 Lister Building
   Tea and cookies at 3:45 in the lounge.`,
    expected: { title: 'Quantum Dots in Biology', start: '1996-03-14T16:15-05:00', location: 'Lister Building' },
  },
  {
    id: 'dev-36',
    kind: 'text',
    reference_time: '2026-03-05T10:00:00+00:00',
    time_zone: 'Europe/London',
    body: `---------- Forwarded message ---------
From: Oakridge Running Club <hello@oakridgerc.example>
Date: Tue, 3 Mar 2026 at 08:01
Subject: Club Championships 10K – entries open
To: <members@oakridgerc.example>

Hi runners,

Entries are now open for the Club Championships 10K on Sunday 29 March. Race starts 9.30am from Oakridge Leisure Centre (registration from 8.30am). £8 for members.

See you on the start line!`,
    expected: { title: 'Club Championships 10K', start: '2026-03-29T09:30+01:00', location: 'Oakridge Leisure Centre', price_range: { min: 8, max: 8, currency: 'GBP' } },
  },
  {
    id: 'dev-37',
    kind: 'text',
    reference_time: '2026-06-09T12:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `Asunto: RE: Cena de fin de curso
Fecha: martes, 9 de junio de 2026, 10:12
De: Marta Ruiz

Confirmado: la cena de fin de curso es el viernes 19 de junio a las 21:30 en el Restaurante La Parra (calle Mayor 8). Menú de 25 €.

> El 8 jun 2026, a las 22:40, Pedro escribió:
> ¿Al final dónde hacemos la cena?`,
    expected: { title: 'Cena de fin de curso', start: '2026-06-19T21:30+02:00', location: 'Restaurante La Parra', price_range: { min: 25, max: 25, currency: 'EUR' } },
  },
  {
    id: 'dev-38',
    kind: 'text',
    reference_time: '2026-09-04T09:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `Date: Fri, 04 Sep 2026 07:30:00 +0200
From: Ciné-club Lumière <contact@cineclub-lumiere.example>
Subject: [Ciné-club] Reprise de la saison : « Les Enfants du paradis »
Message-ID: <20260904073000.5521@cineclub-lumiere.example>

Chères adhérentes, chers adhérents,

Pour la reprise, nous projetterons « Les Enfants du paradis » (Marcel Carné, 1945) le vendredi 18 septembre à 20h30, au cinéma Le Régent, 12 rue Gambetta.
\f
Tarif adhérent : 4 €, non-adhérent : 6 €.`,
    expected: { title: 'Les Enfants du paradis', start: '2026-09-18T20:30+02:00', location: 'Le Régent', price_range: { min: 4, max: 6, currency: 'EUR' } },
  },
  {
    id: 'dev-39',
    kind: 'text',
    reference_time: '2026-05-20T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `after a long break we're finally bringing back
THE BIG GARDEN SING
sunday 7th june, 3pm, Hartwell Walled Garden
bring a blanket & a picnic x`,
    expected: { title: 'Big Garden Sing', start: '2026-06-07T15:00+01:00', location: 'Hartwell Walled Garden' },
  },
  {
    id: 'dev-40',
    kind: 'text',
    reference_time: '2026-06-01T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Event: Repair Café
When: Saturday 13 June, 10am-12.30pm
Where: St Anne's Church Hall, Brook Street
Bring your broken toasters, lamps, clothes and bikes - our volunteer fixers will try to mend them for free.`,
    expected: { title: 'Repair Café', start: '2026-06-13T10:00+01:00', end: '2026-06-13T12:30+01:00', location: "St Anne's Church Hall" },
  },
  {
    id: 'dev-41',
    kind: 'text',
    reference_time: '2026-08-10T09:00:00-04:00',
    time_zone: 'America/Toronto',
    body: 'Reminder!! Our neighbourhood potluck is Sunday Aug 16 at 5 in Riverdale Park East (by the tennis courts). Bring a dish to share and your own plates.',
    expected: { title: 'potluck', start: '2026-08-16T17:00-04:00', location: 'Riverdale Park East' },
  },
  {
    id: 'dev-42',
    kind: 'text',
    reference_time: '2026-04-15T10:00:00-05:00',
    time_zone: 'America/Chicago',
    body: `COMMUNITY CLEANUP DAY
SAT APRIL 25 | 10AM - 1PM
MEET AT LINCOLN SQUARE FOUNTAIN
GLOVES + BAGS PROVIDED`,
    expected: { title: 'Community Cleanup Day', start: '2026-04-25T10:00-05:00', end: '2026-04-25T13:00-05:00', location: 'Lincoln Square' },
  },
  {
    id: 'dev-43',
    kind: 'text',
    reference_time: '2026-09-20T10:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `Jornadas Culturales de Villanueva 2026

Programa del sábado 3 de octubre:
11:00 Pasacalles con la charanga
13:30 Comida popular en la plaza
17:00 Teatro infantil en el Auditorio Municipal
22:00 Verbena

Organiza: Ayuntamiento de Villanueva`,
    expected: { title: 'Jornadas Culturales', start: '2026-10-03T11:00+02:00' },
  },
  {
    id: 'dev-44',
    kind: 'text',
    reference_time: '2026-11-05T10:00:00-05:00',
    time_zone: 'America/Toronto',
    body: `Bonjour à tous,

Quoi : Souper spaghetti-bénéfice de l'école Saint-Joseph
Quand : vendredi 20 novembre, 17 h 30
Où : Gymnase de l'école, 250 rue Principale, Granby
Coût : 15 $ adultes, 8 $ enfants

Merci de réserver avant le 13 novembre!`,
    expected: { title: 'Souper spaghetti', start: '2026-11-20T17:30-05:00', location: "Gymnase de l'école", price_range: { min: 8, max: 15, currency: 'CAD' } },
  },
];
