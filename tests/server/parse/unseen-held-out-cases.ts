import type { OwnCase } from './own-cases';

/**
 * Issue 28, held-out set: written by the Gather team at the same time as unseen-dev-cases.ts,
 * after issue 28 and before any reader was changed for it, without looking at the reader's output
 * on them. The readers were NOT improved while looking at these: they were scored before the work
 * and once at its end, to measure how the changes generalise. Invented people and places; English
 * in several styles, Spanish, French, and e-mails with headers. Expected values follow the corpus
 * conventions (SOURCES.md).
 */
export const UNSEEN_HELD_OUT_CASES: OwnCase[] = [
  {
    id: 'held-01',
    kind: 'text',
    reference_time: '2026-04-09T11:00:00+01:00',
    time_zone: 'Europe/London',
    body: 'Hiya lovely ladies 💕 Knit & Natter is back at the Corner Café, Thursday 16 April from 2pm. Bring your projects and a friend!',
    expected: { title: 'Knit & Natter', start: '2026-04-16T14:00+01:00', location: 'Corner Café' },
  },
  {
    id: 'held-02',
    kind: 'text',
    reference_time: '2026-05-06T09:00:00+01:00',
    time_zone: 'Europe/London',
    body: `NOTICE TO RESIDENTS

Water supply works – public drop-in session
Wednesday 20 May, 3pm to 7pm
Castlegate Methodist Church, Castle Street

Engineers will be on hand to answer questions about the work planned for the summer.`,
    expected: { title: 'drop-in session', start: '2026-05-20T15:00+01:00', end: '2026-05-20T19:00+01:00', location: 'Castlegate Methodist Church' },
    title_alternatives: ['Water supply works'],
  },
  {
    id: 'held-03',
    kind: 'text',
    reference_time: '2026-05-28T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `WHAT'S ON AT THE GRANARY

Friday 5 June: Acoustic Night with The Bellwethers, 8pm, £7 on the door.`,
    expected: { title: 'Acoustic Night', start: '2026-06-05T20:00+01:00', location: 'Granary', price_range: { min: 7, max: 7, currency: 'GBP' } },
  },
  {
    id: 'held-04',
    kind: 'text',
    reference_time: '2026-06-10T09:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Dear all,

I'm pleased to confirm that this year's Staff Charity Bake-Off will take place on Wednesday 24 June in the atrium of Carlton House. Judging at 12.30pm sharp, with sales afterwards until 2pm. All proceeds go to the Hospice.

Many thanks,
Rebecca`,
    expected: { title: 'Staff Charity Bake-Off', start: '2026-06-24T12:30+01:00', location: 'Carlton House' },
  },
  {
    id: 'held-05',
    kind: 'text',
    reference_time: '2026-06-01T12:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Brackenford Village Gala
Saturday 20 June, on the playing fields behind the school

Programme
11.00 Procession from the church
11.45 Crowning of the Gala Queen
1.00 Fancy dress judging
2.30 Duck race on the brook`,
    expected: { title: 'Brackenford Village Gala', start: '2026-06-20T11:00+01:00', location: 'playing fields' },
  },
  {
    id: 'held-06',
    kind: 'text',
    reference_time: '2026-11-01T10:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Title: Family History Drop-In
Date: Tuesday 10 November 2026
Time: 10.30am – 12.30pm
Location: Local Studies Room, Haverley Central Library
Free – just turn up`,
    expected: { title: 'Family History Drop-In', start: '2026-11-10T10:30+00:00', end: '2026-11-10T12:30+00:00', location: 'Haverley Central Library', price_range: { min: 0, max: 0, currency: 'GBP' } },
    location_alternatives: ['Local Studies Room'],
  },
  {
    id: 'held-07',
    kind: 'text',
    reference_time: '1996-11-11T09:41:00-05:00',
    time_zone: 'America/New_York',
    body: `<0.3.11.96.09.41.12.pk2b+@mail.northgate.example.edu.0>
Type:     cmu.cs.scs
Topic:    Vision Seminar: Shape from Shading Revisited
Dates:    14-Nov-96
Time:     2:00 PM
Place:    Hamerschlag Hall B131
Duration: 1 hour
Host:     Ruth Okafor
PostedBy: pk2b+ on 11-Nov-96 at 09:41 from northgate.example.edu
Abstract: 

Speaker: Tomas Lindqvist, Oresund Institute of Technology

Shape from shading has a long history in machine vision. This talk revisits the classic
formulation with modern priors learned from synthetic scenes.`,
    expected: { title: 'Shape from Shading Revisited', start: '1996-11-14T14:00-05:00', location: 'Hamerschlag Hall' },
    title_alternatives: ['Vision Seminar'],
  },
  {
    id: 'held-08',
    kind: 'text',
    reference_time: '2026-07-09T20:00:00+01:00',
    time_zone: 'Europe/London',
    body: `From: Greenway Cycling Club <rides@greenwaycc.example>
Sent: Thursday, July 9, 2026 7:12 PM
To: Members
Subject: Sunday Social Ride - Coast to Castle

Hi all,

This Sunday's social ride is the Coast to Castle route (38 miles, no-drop pace). We leave from the Harbour Café at 9am sharp and stop for lunch at Dunmore Castle tearooms.

Ride leader: Kev`,
    expected: { title: 'Coast to Castle', start: '2026-07-12T09:00+01:00', location: 'Harbour Café' },
    title_alternatives: ['Social Ride'],
  },
  {
    id: 'held-09',
    kind: 'text',
    reference_time: '2026-03-07T11:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Subject: Re: Litter pick next month?
Date: Sat, 7 Mar 2026 10:04:51 +0000
From: Jo Penrose <jo.p@example.org>

Great, I've booked the equipment from the council. So it's Saturday 21 March, 10am at the Skate Park car park. I'll put it on the noticeboard.
\f
On Fri, 6 Mar 2026 at 22:15, Dan <dan@example.org> wrote:
> Shall we do the litter pick on the 21st? Mornings are best for me.`,
    expected: { title: 'Litter pick', start: '2026-03-21T10:00+00:00', location: 'Skate Park' },
  },
  {
    id: 'held-10',
    kind: 'text',
    reference_time: '2026-06-05T17:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: 'Buenas tardes a todos 😊 El viernes 12 de junio a las 19:30 hacemos la presentación del libro "Raíces de agua" de Inés Calvo en la Librería El Faro, calle Real 45. ¡Entrada libre!',
    expected: { title: 'Raíces de agua', start: '2026-06-12T19:30+02:00', location: 'Librería El Faro', price_range: { min: 0, max: 0, currency: 'EUR' } },
    title_alternatives: ['Presentación del libro'],
  },
  {
    id: 'held-11',
    kind: 'text',
    reference_time: '2026-06-01T10:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `AVISO

Se convoca a todos los propietarios a la Junta Extraordinaria de la Comunidad de Propietarios Edificio Miramar, que tendrá lugar el lunes 15 de junio de 2026 a las 18:00 horas en el portal del edificio.

Orden del día:
1. Reparación de la fachada.
2. Ruegos y preguntas.

El Presidente`,
    expected: { title: 'Junta Extraordinaria', start: '2026-06-15T18:00+02:00', location: 'portal del edificio' },
    location_alternatives: ['Edificio Miramar'],
  },
  {
    id: 'held-12',
    kind: 'text',
    reference_time: '2026-09-10T10:00:00-06:00',
    time_zone: 'America/Mexico_City',
    body: `Evento: Noche de Lotería y Antojitos
Día: viernes 25 de septiembre
Horario: 7:00 p.m. a 10:00 p.m.
Dónde: Salón parroquial San Judas Tadeo, Guadalajara
Cooperación: $80 por persona`,
    expected: { title: 'Noche de Lotería y Antojitos', start: '2026-09-25T19:00-06:00', end: '2026-09-25T22:00-06:00', location: 'Salón parroquial San Judas Tadeo', price_range: { min: 80, max: 80, currency: 'MXN' } },
  },
  {
    id: 'held-13',
    kind: 'text',
    reference_time: '2026-08-18T20:00:00-05:00',
    time_zone: 'America/Lima',
    body: `¡Hola, familia runner! 🏃‍♀️
Este domingo 23 de agosto corremos la 5K Solidaria por la Biblioteca Infantil. Salida a las 7:00 a.m. desde el Parque Kennedy, Miraflores. Inscripción: S/ 30.`,
    expected: { title: '5K Solidaria', start: '2026-08-23T07:00-05:00', location: 'Parque Kennedy' },
  },
  {
    id: 'held-14',
    kind: 'text',
    reference_time: '2026-10-01T10:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `De: Asociación Cultural El Molino <info@elmolino.example>
Enviado el: jueves, 1 de octubre de 2026 9:30
Para: socios
Asunto: Excursión a Segovia - sábado 17 de octubre

Estimados socios:

Os informamos de que la excursión a Segovia será el sábado 17 de octubre. Salida en autobús a las 8:00 desde la Plaza de España (junto a la fuente). Precio: 35 € socios, 45 € no socios (incluye comida).

Saludos cordiales,
La Junta`,
    expected: { title: 'Excursión a Segovia', start: '2026-10-17T08:00+02:00', location: 'Plaza de España', price_range: { min: 35, max: 45, currency: 'EUR' } },
  },
  {
    id: 'held-15',
    kind: 'text',
    reference_time: '2026-06-08T09:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `Queridas familias:

El AMPA del CEIP Río Tajo organiza la Fiesta de Fin de Curso el viernes 19 de junio de 17:00 a 20:00 en el patio del colegio. Habrá hinchables, merienda y actuaciones de los alumnos.

¡Os esperamos!`,
    expected: { title: 'Fiesta de Fin de Curso', start: '2026-06-19T17:00+02:00', end: '2026-06-19T20:00+02:00', location: 'patio del colegio' },
    location_alternatives: ['CEIP Río Tajo'],
  },
  {
    id: 'held-16',
    kind: 'text',
    reference_time: '2026-05-02T15:00:00-03:00',
    time_zone: 'America/Argentina/Buenos_Aires',
    body: 'Hola chicos! Les recuerdo que el sábado 9 de mayo es el asado de egresados 2006 en la Quinta Los Álamos (Ruta 8 km 52, Pilar). Arrancamos a las 13. Cubierto $25.000.',
    expected: { title: 'Asado de egresados', start: '2026-05-09T13:00-03:00', location: 'Quinta Los Álamos' },
  },
  {
    id: 'held-17',
    kind: 'text',
    reference_time: '2027-01-05T10:00:00+01:00',
    time_zone: 'Europe/Paris',
    body: `Bonjour à toutes et à tous,

La bibliothèque de Plouharnel organise une Nuit de la Lecture le samedi 23 janvier 2027 de 18h à 22h : lectures à voix haute, jeux de société et soupe offerte.

Entrée libre et gratuite.`,
    expected: { title: 'Nuit de la Lecture', start: '2027-01-23T18:00+01:00', end: '2027-01-23T22:00+01:00', location: 'Plouharnel', price_range: { min: 0, max: 0, currency: 'EUR' } },
  },
  {
    id: 'held-18',
    kind: 'text',
    reference_time: '2026-11-02T10:00:00+01:00',
    time_zone: 'Europe/Paris',
    body: `Atelier : Initiation à la reliure japonaise
Quand : samedi 14 novembre, 14h-17h
Où : Atelier Papier Plume, 3 rue des Tanneurs, Lyon
Tarif : 25 € (matériel fourni)
Places limitées à 8 personnes.`,
    expected: { title: 'Initiation à la reliure japonaise', start: '2026-11-14T14:00+01:00', end: '2026-11-14T17:00+01:00', location: 'Atelier Papier Plume', price_range: { min: 25, max: 25, currency: 'EUR' } },
  },
  {
    id: 'held-19',
    kind: 'text',
    reference_time: '2026-08-20T18:00:00-04:00',
    time_zone: 'America/Toronto',
    body: `Allô les voisins!
La fête de quartier de la rue Fabre aura lieu le samedi 29 août de 11 h à 16 h. Épluchette de blé d'Inde, musique et jeux gonflables. Rendez-vous au coin Fabre et Gilford!`,
    expected: { title: 'Fête de quartier', start: '2026-08-29T11:00-04:00', end: '2026-08-29T16:00-04:00', location: 'Fabre' },
  },
  {
    id: 'held-20',
    kind: 'text',
    reference_time: '2026-03-02T12:00:00+01:00',
    time_zone: 'Europe/Paris',
    body: `De : Mairie de Saint-Clément <accueil@saint-clement.example>
Envoyé : lundi 2 mars 2026 11:20
À : habitants@saint-clement.example
Objet : Réunion publique – projet d'aménagement du centre-bourg

Madame, Monsieur,

Une réunion publique de présentation du projet d'aménagement du centre-bourg se tiendra le jeudi 19 mars 2026 à 20h00 à la salle des fêtes.

Cordialement,
Le Maire`,
    expected: { title: 'Réunion publique', start: '2026-03-19T20:00+01:00', location: 'salle des fêtes' },
  },
  {
    id: 'held-21',
    kind: 'text',
    reference_time: '2026-06-20T10:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `Festival Jazz au Jardin
Dimanche 5 juillet, Jardin des Plantes de Nantes

14h00 Atelier découverte des percussions
16h00 Trio Belle Époque
18h00 Big Band du Conservatoire

Gratuit`,
    expected: { title: 'Jazz au Jardin', start: '2026-07-05T14:00+02:00', location: 'Jardin des Plantes', price_range: { min: 0, max: 0, currency: 'EUR' } },
  },
  {
    id: 'held-22',
    kind: 'text',
    reference_time: '2026-02-16T10:00:00+01:00',
    time_zone: 'Europe/Brussels',
    body: `Chers parents,

Le souper annuel de l'école Les Coquelicots aura lieu le samedi 7 mars à 19h dans le réfectoire de l'école. Au menu : boulets à la liégeoise. Prix : 18 € adulte, 10 € enfant. Réservation avant le 27 février.

L'Association des Parents`,
    expected: { title: 'souper annuel', start: '2026-03-07T19:00+01:00', location: 'réfectoire', price_range: { min: 10, max: 18, currency: 'EUR' } },
    location_alternatives: ['école Les Coquelicots'],
  },
  {
    id: 'held-23',
    kind: 'text',
    reference_time: '2026-09-07T10:00:00+02:00',
    time_zone: 'Europe/Zurich',
    body: `COMMUNIQUÉ

Don du sang à Vernier
Lundi 21 septembre 2026 de 15h30 à 19h30
Salle du Lignon, place du Lignon 16

Venez nombreux !`,
    expected: { title: 'Don du sang', start: '2026-09-21T15:30+02:00', end: '2026-09-21T19:30+02:00', location: 'Salle du Lignon' },
  },
  {
    id: 'held-24',
    kind: 'text',
    reference_time: '2026-05-01T10:00:00-04:00',
    time_zone: 'America/New_York',
    body: `Coming up at Cedar Hollow

Thursday, May 14 · 6:30–8:00 PM
Composting 101
Learn how to turn kitchen scraps into garden gold. Cedar Hollow Nature Center, Classroom B. $5 suggested donation.`,
    expected: { title: 'Composting 101', start: '2026-05-14T18:30-04:00', end: '2026-05-14T20:00-04:00', location: 'Cedar Hollow Nature Center' },
  },
  {
    id: 'held-25',
    kind: 'text',
    reference_time: '2026-03-10T12:00:00-07:00',
    time_zone: 'America/Phoenix',
    body: `Hello neighbors,

The Willow Creek HOA annual meeting will be held Tuesday, 3/24 at 7 pm in the clubhouse. Please bring your proxy form if you can't attend in person.

Thank you,
Willow Creek HOA Board`,
    expected: { title: 'annual meeting', start: '2026-03-24T19:00-07:00', location: 'clubhouse' },
  },
  {
    id: 'held-26',
    kind: 'text',
    reference_time: '2026-10-11T10:00:00-04:00',
    time_zone: 'America/New_York',
    body: `Save the Date!
Trunk or Treat
Saturday, October 31 · 4–6 PM
First Baptist Church parking lot, 400 Elm Ave
Candy donations welcome`,
    expected: { title: 'Trunk or Treat', start: '2026-10-31T16:00-04:00', end: '2026-10-31T18:00-04:00', location: 'First Baptist Church' },
  },
  {
    id: 'held-27',
    kind: 'text',
    reference_time: '2026-02-12T10:00:00-07:00',
    time_zone: 'America/Denver',
    body: `Topic: Intro to Home Energy Audits
Presenter: Luis Ortega, City Sustainability Office
Date/Time: Monday, Feb 23, 7:00–8:30 PM
Location: Eastside Branch Library, Community Room
RSVP appreciated but not required.`,
    expected: { title: 'Intro to Home Energy Audits', start: '2026-02-23T19:00-07:00', end: '2026-02-23T20:30-07:00', location: 'Eastside Branch Library' },
  },
  {
    id: 'held-28',
    kind: 'text',
    reference_time: '2026-06-04T18:00:00+10:00',
    time_zone: 'Australia/Sydney',
    body: 'Hey all, Bellingen Bush Regen crew are out again next Sunday 14th June from 8.30 till 11.30 at Connell Park. BYO water and hat, gloves supplied. Cuppa after!',
    expected: { title: 'Bush Regen', start: '2026-06-14T08:30+10:00', end: '2026-06-14T11:30+10:00', location: 'Connell Park' },
  },
  {
    id: 'held-29',
    kind: 'text',
    reference_time: '2026-06-15T09:00:00+12:00',
    time_zone: 'Pacific/Auckland',
    body: `Kia ora koutou,
Our community garden's winter planting day is Saturday 27 June, 9.30am–12.30pm, at Kākano Gardens on Hinau Street. Soup lunch provided, all welcome.
Ngā mihi nui`,
    expected: { title: 'planting day', start: '2026-06-27T09:30+12:00', end: '2026-06-27T12:30+12:00', location: 'Kākano Gardens' },
  },
  {
    id: 'held-30',
    kind: 'text',
    reference_time: '2026-09-14T12:00:00+01:00',
    time_zone: 'Europe/Dublin',
    body: "Trad session upstairs in Dolan's this Thursday from half 8, all musicians welcome! No cover.",
    expected: { title: 'Trad session', start: '2026-09-17T20:30+01:00', location: "Dolan's", price_range: { min: 0, max: 0, currency: 'EUR' } },
  },
  {
    id: 'held-31',
    kind: 'text',
    reference_time: '2026-12-01T10:00:00+05:30',
    time_zone: 'Asia/Kolkata',
    body: `Dear Parents,
Greetings from Sunrise Public School!
The Annual Sports Day will be held on Saturday, 12th December 2026 from 8:30 AM at the school grounds, Sector 9, Dwarka. Parents are cordially invited.
Regards,
Principal`,
    expected: { title: 'Annual Sports Day', start: '2026-12-12T08:30+05:30', location: 'school grounds' },
    location_alternatives: ['Sunrise Public School'],
  },
  {
    id: 'held-32',
    kind: 'text',
    reference_time: '2026-11-01T12:00:00+00:00',
    time_zone: 'Europe/London',
    body: `Fri 13 Nov • Old Fire Station, Bexley
SPOOKY SILENT DISCO 👻
Headphones on from 7.30pm. Tickets £6 / £4 under-16s.`,
    expected: { title: 'Spooky Silent Disco', start: '2026-11-13T19:30+00:00', location: 'Old Fire Station', price_range: { min: 4, max: 6, currency: 'GBP' } },
  },
  {
    id: 'held-33',
    kind: 'text',
    reference_time: '2026-09-15T12:00:00+01:00',
    time_zone: 'Europe/London',
    body: 'Macmillan coffee morning at 10 on Friday 25 September in the Parish Rooms. Cakes welcome!',
    expected: { title: 'coffee morning', start: '2026-09-25T10:00+01:00', location: 'Parish Rooms' },
  },
  {
    id: 'held-34',
    kind: 'text',
    reference_time: '2026-04-05T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: "Update: the Spring Clean volunteers' meeting has been moved to Tuesday 14 April, 6.30pm, in the back room of the Swan. Sorry for the change!",
    expected: { title: "volunteers' meeting", start: '2026-04-14T18:30+01:00', location: 'Swan' },
  },
  {
    id: 'held-35',
    kind: 'text',
    reference_time: '1996-05-21T12:00:00-04:00',
    time_zone: 'America/New_York',
    body: `Message-ID: <9605211432.AA18273@hub.medschool.example.edu>
Date: Tue, 21 May 96 10:32:14 EDT
From: "Linda Varga" <lvarga@medschool.example.edu>
To: all-staff@medschool.example.edu
Subject: Retirement party for Dr. Pruitt

All are invited to a retirement party honoring Dr. George Pruitt on Friday, May 31, at 4:00 p.m. in the Faculty Club, 3rd floor of Harlan Hall.
Contributions toward a gift may be left with Linda in Room 204.`,
    expected: { title: 'Retirement party', start: '1996-05-31T16:00-04:00', location: 'Faculty Club' },
  },
  {
    id: 'held-36',
    kind: 'text',
    reference_time: '2026-05-20T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Begin forwarded message:

From: Hartley Choral Society <secretary@hartleychoral.example>
Subject: Summer Concert tickets
Date: 18 May 2026 at 20:31:07 BST
To: Friends of Hartley Choral

Dear Friends,

Tickets are now on sale for our Summer Concert, Haydn's Creation, on Saturday 4 July at 7.30pm in St Michael's Church, Hartley. Tickets £15, students £5.

With thanks,
Margaret`,
    expected: { title: 'Summer Concert', start: '2026-07-04T19:30+01:00', location: "St Michael's Church", price_range: { min: 5, max: 15, currency: 'GBP' } },
    title_alternatives: ["Haydn's Creation"],
  },
  {
    id: 'held-37',
    kind: 'text',
    reference_time: '2026-04-22T20:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `Asunto: RE: Torneo de pádel del barrio
De: Javier Molina
Enviado: miércoles, 22 de abril de 2026 18:45

Hola a todos, ya tenemos fecha: el torneo de pádel será el domingo 10 de mayo a partir de las 9:30 en el Polideportivo La Alameda. Inscripción 10 € por pareja.

-----Mensaje original-----
De: Ana
¿Cuándo hacemos el torneo?`,
    expected: { title: 'Torneo de pádel', start: '2026-05-10T09:30+02:00', location: 'Polideportivo La Alameda', price_range: { min: 10, max: 10, currency: 'EUR' } },
  },
  {
    id: 'held-38',
    kind: 'text',
    reference_time: '2026-10-12T10:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: `Date: Mon, 12 Oct 2026 09:02:44 +0200
From: Les Jardins Partagés du Moulin <jardins.moulin@example.fr>
Subject: Fête des récoltes
Message-ID: <5f2a9c1e-77aa-4b1b@example.fr>

Bonjour à tous,

Notre Fête des récoltes aura lieu le samedi 24 octobre, de 10h à 17h, au jardin partagé du Moulin (entrée par la rue Voltaire). Soupe de courge, troc de graines et concours du plus gros potiron !
\f
-- 
Les Jardins Partagés du Moulin`,
    expected: { title: 'Fête des récoltes', start: '2026-10-24T10:00+02:00', end: '2026-10-24T17:00+02:00', location: 'jardin partagé du Moulin' },
  },
  {
    id: 'held-39',
    kind: 'text',
    reference_time: '2026-06-25T12:00:00+01:00',
    time_zone: 'Europe/London',
    body: `so excited to finally announce
Riverside Poetry Slam!!
Wed 8 July at The Boathouse, 7pm sign-up, slam starts 7.30
£3 entry`,
    expected: { title: 'Riverside Poetry Slam', start: '2026-07-08T19:30+01:00', location: 'Boathouse', price_range: { min: 3, max: 3, currency: 'GBP' } },
  },
  {
    id: 'held-40',
    kind: 'text',
    reference_time: '2026-10-01T10:00:00+01:00',
    time_zone: 'Europe/London',
    body: `Event: Autumn Quiz Night
Venue: The Crooked Billet, Stoke Row
Date: Friday 16 October
Time: 7.30pm for 8pm
Teams of up to 6, £5 per person`,
    expected: { title: 'Autumn Quiz Night', start: '2026-10-16T20:00+01:00', location: 'Crooked Billet', price_range: { min: 5, max: 5, currency: 'GBP' } },
  },
  {
    id: 'held-41',
    kind: 'text',
    reference_time: '2026-11-10T09:00:00-05:00',
    time_zone: 'America/Toronto',
    body: "Just a heads up that the Glebe Community Centre's Fall Craft Sale is Saturday November 21, 10 to 3. Free admission, 40+ local makers.",
    expected: { title: 'Fall Craft Sale', start: '2026-11-21T10:00-05:00', end: '2026-11-21T15:00-05:00', location: 'Glebe Community Centre', price_range: { min: 0, max: 0, currency: 'CAD' } },
  },
  {
    id: 'held-42',
    kind: 'text',
    reference_time: '2026-09-28T10:00:00-04:00',
    time_zone: 'America/New_York',
    body: `FREE FLU SHOT CLINIC
TUES OCT 6 | 9AM-12PM
ST. MARK'S PARISH HALL
NO APPOINTMENT NEEDED`,
    expected: { title: 'Flu Shot Clinic', start: '2026-10-06T09:00-04:00', end: '2026-10-06T12:00-04:00', location: "St. Mark's Parish Hall" },
  },
  {
    id: 'held-43',
    kind: 'text',
    reference_time: '2026-10-15T10:00:00+02:00',
    time_zone: 'Europe/Madrid',
    body: `Semana Cultural del Barrio de la Estación

Programa del viernes 30 de octubre:
18:00 Taller de cerámica para niños
19:30 Concierto de la Banda Municipal
21:00 Cena popular

Todas las actividades en el Centro Social La Estación.`,
    expected: { title: 'Semana Cultural', start: '2026-10-30T18:00+01:00', location: 'Centro Social La Estación' },
  },
  {
    id: 'held-44',
    kind: 'text',
    reference_time: '2027-01-25T10:00:00-05:00',
    time_zone: 'America/Toronto',
    body: `Bonjour,

Voici les détails de notre prochaine activité :

Activité : Randonnée aux flambeaux
Date : samedi 6 février 2027
Heure : 18 h 30
Lieu : Parc national du Mont-Orford, stationnement du Centre de découverte
Coût : gratuit pour les membres

Au plaisir!
Club de plein air de Sherbrooke`,
    expected: { title: 'Randonnée aux flambeaux', start: '2027-02-06T18:30-05:00', location: 'Parc national du Mont-Orford' },
  },
];
