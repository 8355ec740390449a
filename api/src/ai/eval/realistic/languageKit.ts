import type { Language } from '../../local/training/lexicon.ts';

type Sentence = (values: { name: string; city: string; a: string; b: string; c: string }) => string;

/**
 * The category-neutral words of a homepage in each language: menus, footers, cookie and
 * newsletter boxes, sentences that frame the company's own phrases. Several variants each, so
 * pages combine them differently.
 */
export interface LanguageKit {
  tld: string;
  countryCode: string;
  cities: readonly string[];
  streets: readonly string[];
  nav: readonly string[];
  legalLinks: readonly string[];
  intros: readonly Sentence[];
  servicesHeading: readonly string[];
  filler: readonly string[];
  cookie: readonly string[];
  newsletter: string;
  /** Small print that names banks, credit and insurance: footer noise, not the trade. */
  finePrint: readonly string[];
  founded: ReadonlyArray<(year: number) => string>;
  buildingYear: (year: number) => string;
  emergency: (number: string) => string;
  emergencyNumber: string;
  tradeFair: (stand: string) => string;
  phoneLabel: string;
  /** "{offering} for {audience}" in this language. */
  forAudience: (offering: string, audience: string) => string;
  audienceIntro: (name: string, audience: string, offering: string) => string;
  blogHeading: string;
  comingSoon: string;
  loginWall: string;
  cookieOnly: string;
  websiteBy: string;
}

export const KITS: Readonly<Record<Language, LanguageKit>> = {
  en: {
    tld: 'co.uk',
    countryCode: '44',
    cities: ['Leeds', 'Bristol', 'Norwich', 'Portland', 'Denver', 'Glasgow', 'Cardiff', 'Austin'],
    streets: ['High Street', 'Mill Lane', 'Station Road', 'Church Street', 'Harbour Way'],
    nav: ['Home', 'About us', 'Services', 'Prices', 'Blog', 'Careers', 'Contact'],
    legalLinks: ['Privacy policy', 'Terms & conditions', 'Cookie settings', 'Accessibility'],
    intros: [
      (v) => `${v.name} is a ${v.a} in ${v.city}. We offer ${v.b} and ${v.c}.`,
      (v) => `Welcome to ${v.name}: ${v.a} for ${v.city} and the surrounding area.`,
      (v) => `At ${v.name} we specialise in ${v.a}, with ${v.b} for every customer.`,
      (v) => `Looking for ${v.a}? ${v.name} has been your local choice in ${v.city} for years.`,
    ],
    servicesHeading: ['Our services', 'What we do', 'How we can help'],
    filler: [
      'Our friendly team is always happy to help.',
      'Get in touch today for a free, no-obligation quote.',
      'We are proud of our five-star reviews.',
      'Opening hours: Monday to Friday, 9am to 5pm.',
      'Read what our customers say about us.',
      'Quality, honesty and fair prices since day one.',
    ],
    cookie: [
      'We use cookies to improve your experience on our website. By clicking Accept all you consent to the use of cookies for analytics and personalised advertising. You can change your preferences at any time in Cookie settings.',
      'This website uses cookies. Some are essential, others help us understand how you use the site. Manage preferences or accept all cookies.',
    ],
    newsletter:
      'Sign up to our newsletter for news, offers and updates. We never share your email.',
    finePrint: [
      'Finance is provided subject to status by Northway Bank plc. Credit is subject to approval; representative APR 9.9%. We are a credit broker, not a lender. Insurance products are arranged through Shield Insurance Services, authorised and regulated by the Financial Conduct Authority.',
      'Registered in England and Wales, company no. 08123456. VAT no. GB123456789. Public liability insurance cover of £5 million. Payments processed securely by our bank.',
    ],
    founded: [
      (y) => `Family-run since ${y}.`,
      (y) => `Serving our community since ${y}.`,
      (y) => `Founded by Jane Morris in ${y}.`,
      (y) => `Established in ${y}.`,
    ],
    buildingYear: (y) => `Our offices are in a listed building dating from ${y}.`,
    emergency: (n) => `In an emergency, always call ${n}.`,
    emergencyNumber: '999',
    tradeFair: (stand) => `Meet us at the trade show: ${stand}`,
    phoneLabel: 'Phone',
    forAudience: (offering, audience) => `${offering} for ${audience} businesses`,
    audienceIntro: (name, audience, offering) =>
      `${name} is built for ${audience} teams: hundreds of ${audience} businesses use our ${offering} every day.`,
    blogHeading: 'From our blog',
    comingSoon: 'Our new website is coming soon. Check back shortly!',
    loginWall: 'Please sign in to continue. Username Password Forgot your password? Log in',
    cookieOnly:
      'Before you continue: we use cookies and data to deliver and maintain our services and to measure audience engagement. Accept all Reject all More options',
    websiteBy: 'Website by',
  },
  de: {
    tld: 'de',
    countryCode: '49',
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Freiburg', 'Münster'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenweg', 'Marktplatz', 'Gartenstraße'],
    nav: ['Startseite', 'Über uns', 'Leistungen', 'Preise', 'Aktuelles', 'Karriere', 'Kontakt'],
    legalLinks: ['Impressum', 'Datenschutz', 'AGB', 'Cookie-Einstellungen'],
    intros: [
      (v) => `${v.name} ist Ihr Partner für ${v.a} in ${v.city}. Wir bieten ${v.b} und ${v.c}.`,
      (v) => `Willkommen bei ${v.name}: ${v.a} in ${v.city} und Umgebung.`,
      (v) => `Bei ${v.name} dreht sich alles um ${v.a} – dazu ${v.b} für jeden Kunden.`,
      (v) => `Sie suchen ${v.a}? ${v.name} in ${v.city} ist für Sie da.`,
    ],
    servicesHeading: ['Unsere Leistungen', 'Was wir bieten', 'Unser Angebot'],
    filler: [
      'Unser freundliches Team berät Sie gern.',
      'Rufen Sie uns an oder schreiben Sie uns – wir melden uns schnell.',
      'Öffnungszeiten: Montag bis Freitag 9 bis 18 Uhr.',
      'Qualität, Zuverlässigkeit und faire Preise.',
      'Lesen Sie, was unsere Kunden über uns sagen.',
    ],
    cookie: [
      'Wir verwenden Cookies, um Ihnen ein optimales Webseiten-Erlebnis zu bieten. Dazu zählen Cookies, die für den Betrieb der Seite notwendig sind, sowie solche, die für Statistik und Marketing genutzt werden. Alle akzeptieren Nur notwendige Einstellungen',
      'Diese Website nutzt Cookies. Mit einem Klick auf Akzeptieren stimmen Sie der Verwendung zu. Mehr Informationen in unserer Datenschutzerklärung.',
    ],
    newsletter: 'Abonnieren Sie unseren Newsletter und erhalten Sie Neuigkeiten und Angebote.',
    finePrint: [
      'Finanzierung über unsere Partnerbank, die Nordbank AG. Kredit vorbehaltlich Bonitätsprüfung, effektiver Jahreszins 5,9 %. Versicherungen vermittelt durch die Schutz Versicherungsmakler GmbH.',
      'Handelsregister Amtsgericht Berlin HRB 123456. USt-IdNr. DE123456789. Berufshaftpflichtversicherung bei der Allgemeinen Versicherung AG.',
    ],
    founded: [
      (y) => `Seit ${y} in Familienhand.`,
      (y) => `Gegründet ${y}.`,
      (y) => `Seit ${y} für unsere Kunden da.`,
    ],
    buildingYear: (y) => `Unser Firmensitz ist ein denkmalgeschütztes Gebäude von ${y}.`,
    emergency: (n) => `Im Notfall wählen Sie bitte den Notruf ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Besuchen Sie uns auf der Messe: ${stand}`,
    phoneLabel: 'Telefon',
    forAudience: (offering, audience) => `${offering} für ${audience}`,
    audienceIntro: (name, audience, offering) =>
      `${name} wurde speziell für ${audience} entwickelt: Hunderte Betriebe (${audience}) nutzen täglich unsere Lösung: ${offering}.`,
    blogHeading: 'Aus unserem Blog',
    comingSoon: 'Hier entsteht eine neue Internetpräsenz. Bald sind wir online!',
    loginWall: 'Bitte melden Sie sich an. Benutzername Passwort Passwort vergessen? Anmelden',
    cookieOnly:
      'Bevor Sie fortfahren: Wir verwenden Cookies und Daten, um unsere Dienste bereitzustellen und die Nutzung zu messen. Alle akzeptieren Alle ablehnen Weitere Optionen',
    websiteBy: 'Webdesign:',
  },
  fr: {
    tld: 'fr',
    countryCode: '33',
    cities: ['Paris', 'Lyon', 'Nantes', 'Bordeaux', 'Lille', 'Toulouse', 'Rennes'],
    streets: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'place du Marché'],
    nav: [
      'Accueil',
      'Qui sommes-nous',
      'Nos services',
      'Tarifs',
      'Actualités',
      'Recrutement',
      'Contact',
    ],
    legalLinks: ['Mentions légales', 'Politique de confidentialité', 'CGV', 'Gestion des cookies'],
    intros: [
      (v) =>
        `${v.name} est votre spécialiste en ${v.a} à ${v.city}. Nous proposons ${v.b} et ${v.c}.`,
      (v) => `Bienvenue chez ${v.name} : ${v.a} à ${v.city} et dans toute la région.`,
      (v) => `Chez ${v.name}, notre métier c’est ${v.a}, avec ${v.b} pour chaque client.`,
      (v) => `Vous cherchez ${v.a} ? ${v.name} vous accueille à ${v.city}.`,
    ],
    servicesHeading: ['Nos services', 'Ce que nous faisons', 'Nos prestations'],
    filler: [
      'Notre équipe est à votre écoute.',
      'Contactez-nous pour un devis gratuit et sans engagement.',
      'Horaires : du lundi au vendredi, de 9 h à 18 h.',
      'Qualité, proximité et prix justes.',
      'Découvrez les avis de nos clients.',
    ],
    cookie: [
      'Nous utilisons des cookies pour améliorer votre expérience, mesurer l’audience et vous proposer des publicités personnalisées. Vous pouvez accepter, refuser ou paramétrer vos choix à tout moment. Tout accepter Tout refuser Personnaliser',
      'Ce site utilise des cookies. En poursuivant votre navigation, vous acceptez leur utilisation.',
    ],
    newsletter: 'Inscrivez-vous à notre newsletter pour recevoir nos actualités et nos offres.',
    finePrint: [
      'Financement proposé par notre banque partenaire, sous réserve d’acceptation de votre dossier de crédit. Un crédit vous engage et doit être remboursé. Assurance souscrite auprès de Mutuelle Assurances.',
      'SARL au capital de 10 000 €, RCS Paris 123 456 789. Assurance responsabilité civile professionnelle.',
    ],
    founded: [
      (y) => `Depuis ${y}, à votre service.`,
      (y) => `Entreprise familiale depuis ${y}.`,
      (y) => `Fondée en ${y}.`,
    ],
    buildingYear: (y) => `Nos bureaux occupent un bâtiment historique construit en ${y}.`,
    emergency: (n) => `En cas d’urgence, composez le ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Retrouvez-nous au salon : ${stand}`,
    phoneLabel: 'Tél.',
    forAudience: (offering, audience) => `${offering} pour les professionnels : ${audience}`,
    audienceIntro: (name, audience, offering) =>
      `${name} est conçu pour vous : ${audience}. Des centaines de professionnels (${audience}) utilisent chaque jour notre solution : ${offering}.`,
    blogHeading: 'Sur notre blog',
    comingSoon: 'Notre nouveau site arrive bientôt. Revenez vite !',
    loginWall:
      'Veuillez vous connecter pour continuer. Identifiant Mot de passe Mot de passe oublié ? Connexion',
    cookieOnly:
      'Avant de continuer : nous utilisons des cookies et des données pour fournir nos services et mesurer l’audience. Tout accepter Tout refuser Plus d’options',
    websiteBy: 'Site réalisé par',
  },
  es: {
    tld: 'es',
    countryCode: '34',
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Plaza de España'],
    nav: ['Inicio', 'Quiénes somos', 'Servicios', 'Precios', 'Noticias', 'Empleo', 'Contacto'],
    legalLinks: ['Aviso legal', 'Política de privacidad', 'Política de cookies', 'Condiciones'],
    intros: [
      (v) => `${v.name} es tu ${v.a} en ${v.city}. Ofrecemos ${v.b} y ${v.c}.`,
      (v) => `Bienvenido a ${v.name}: ${v.a} en ${v.city} y alrededores.`,
      (v) => `En ${v.name} somos especialistas en ${v.a}, con ${v.b} para cada cliente.`,
      (v) => `¿Buscas ${v.a}? ${v.name} te espera en ${v.city}.`,
    ],
    servicesHeading: ['Nuestros servicios', 'Qué hacemos', 'Cómo te ayudamos'],
    filler: [
      'Nuestro equipo está a tu disposición.',
      'Pide presupuesto sin compromiso.',
      'Horario: de lunes a viernes de 9:00 a 18:00.',
      'Calidad, cercanía y precios justos.',
      'Lee las opiniones de nuestros clientes.',
    ],
    cookie: [
      'Utilizamos cookies propias y de terceros para mejorar tu experiencia, analizar el tráfico y mostrarte publicidad personalizada. Puedes aceptar todas, rechazarlas o configurarlas. Aceptar todas Rechazar Configurar',
      'Este sitio web utiliza cookies. Si continúas navegando, aceptas su uso.',
    ],
    newsletter: 'Suscríbete a nuestro boletín y recibe novedades y ofertas.',
    finePrint: [
      'Financiación ofrecida por nuestro banco colaborador, sujeta a aprobación del crédito. TAE 7,5 %. Seguros mediados por Correduría Segura S.L.',
      'Inscrita en el Registro Mercantil de Madrid, CIF B12345678. Seguro de responsabilidad civil contratado.',
    ],
    founded: [
      (y) => `Desde ${y} a tu servicio.`,
      (y) => `Empresa familiar desde ${y}.`,
      (y) => `Fundada en ${y}.`,
    ],
    buildingYear: (y) => `Nuestra sede está en un edificio histórico de ${y}.`,
    emergency: (n) => `En caso de emergencia, llama al ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Visítanos en la feria: ${stand}`,
    phoneLabel: 'Tel.',
    forAudience: (offering, audience) => `${offering} para negocios de ${audience}`,
    audienceIntro: (name, audience, offering) =>
      `${name} está pensado para negocios de ${audience}: cientos de negocios de ${audience} usan a diario nuestro ${offering}.`,
    blogHeading: 'Desde nuestro blog',
    comingSoon: 'Nuestra nueva web estará disponible muy pronto.',
    loginWall: 'Inicia sesión para continuar. Usuario Contraseña ¿Olvidaste tu contraseña? Entrar',
    cookieOnly:
      'Antes de continuar: usamos cookies y datos para ofrecer nuestros servicios y medir la audiencia. Aceptar todo Rechazar todo Más opciones',
    websiteBy: 'Diseño web:',
  },
  nl: {
    tld: 'nl',
    countryCode: '31',
    cities: ['Amsterdam', 'Utrecht', 'Rotterdam', 'Groningen', 'Eindhoven', 'Haarlem', 'Gent'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Markt'],
    nav: ['Home', 'Over ons', 'Diensten', 'Tarieven', 'Nieuws', 'Vacatures', 'Contact'],
    legalLinks: ['Privacyverklaring', 'Algemene voorwaarden', 'Cookiebeleid', 'Disclaimer'],
    intros: [
      (v) => `${v.name} is uw adres voor ${v.a} in ${v.city}. Wij bieden ${v.b} en ${v.c}.`,
      (v) => `Welkom bij ${v.name}: ${v.a} in ${v.city} en omgeving.`,
      (v) => `Bij ${v.name} draait alles om ${v.a}, met ${v.b} voor iedere klant.`,
      (v) => `Op zoek naar ${v.a}? ${v.name} in ${v.city} helpt u graag.`,
    ],
    servicesHeading: ['Onze diensten', 'Wat wij doen', 'Ons aanbod'],
    filler: [
      'Ons vriendelijke team staat voor u klaar.',
      'Vraag vrijblijvend een offerte aan.',
      'Openingstijden: maandag t/m vrijdag 9.00 – 17.30 uur.',
      'Kwaliteit, service en eerlijke prijzen.',
      'Lees wat onze klanten over ons zeggen.',
    ],
    cookie: [
      'Wij gebruiken cookies om onze website te verbeteren, het gebruik te analyseren en gepersonaliseerde advertenties te tonen. U kunt alle cookies accepteren of uw voorkeuren instellen. Alles accepteren Weigeren Instellingen',
      'Deze website maakt gebruik van cookies. Door verder te gaan gaat u akkoord.',
    ],
    newsletter: 'Schrijf u in voor onze nieuwsbrief en ontvang nieuws en aanbiedingen.',
    finePrint: [
      'Financiering via onze partnerbank, onder voorbehoud van kredietacceptatie. Let op! Geld lenen kost geld. Verzekeringen bemiddeld door Zeker Verzekeringen B.V.',
      'KvK 12345678. BTW NL123456789B01. Aansprakelijkheidsverzekering afgesloten.',
    ],
    founded: [
      (y) => `Sinds ${y} een familiebedrijf.`,
      (y) => `Opgericht in ${y}.`,
      (y) => `Al sinds ${y} uw vertrouwde adres.`,
    ],
    buildingYear: (y) => `Ons kantoor zit in een monumentaal pand uit ${y}.`,
    emergency: (n) => `Bij nood belt u altijd ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Bezoek ons op de beurs: ${stand}`,
    phoneLabel: 'Tel.',
    forAudience: (offering, audience) => `${offering} voor ${audience}-bedrijven`,
    audienceIntro: (name, audience, offering) =>
      `${name} is gemaakt voor ${audience}: honderden ${audience}-bedrijven gebruiken dagelijks onze ${offering}.`,
    blogHeading: 'Uit ons blog',
    comingSoon: 'Onze nieuwe website is binnenkort online.',
    loginWall: 'Log in om verder te gaan. Gebruikersnaam Wachtwoord Wachtwoord vergeten? Inloggen',
    cookieOnly:
      'Voordat u verdergaat: wij gebruiken cookies en gegevens om onze diensten te leveren en het bereik te meten. Alles accepteren Alles weigeren Meer opties',
    websiteBy: 'Website door',
  },
  it: {
    tld: 'it',
    countryCode: '39',
    cities: ['Milano', 'Torino', 'Bologna', 'Firenze', 'Verona', 'Napoli', 'Bari'],
    streets: ['Via Roma', 'Corso Garibaldi', 'Via Dante', 'Piazza Duomo', 'Via Mazzini'],
    nav: ['Home', 'Chi siamo', 'Servizi', 'Prezzi', 'News', 'Lavora con noi', 'Contatti'],
    legalLinks: ['Privacy policy', 'Cookie policy', 'Note legali', 'Condizioni di vendita'],
    intros: [
      (v) =>
        `${v.name} è il vostro punto di riferimento per ${v.a} a ${v.city}. Offriamo ${v.b} e ${v.c}.`,
      (v) => `Benvenuti da ${v.name}: ${v.a} a ${v.city} e provincia.`,
      (v) => `Da ${v.name} ci occupiamo di ${v.a}, con ${v.b} per ogni cliente.`,
      (v) => `Cercate ${v.a}? ${v.name} vi aspetta a ${v.city}.`,
    ],
    servicesHeading: ['I nostri servizi', 'Cosa facciamo', 'La nostra offerta'],
    filler: [
      'Il nostro staff è a vostra disposizione.',
      'Richiedi un preventivo gratuito e senza impegno.',
      'Orari: dal lunedì al venerdì, 9:00 – 18:00.',
      'Qualità, cortesia e prezzi onesti.',
      'Leggi le recensioni dei nostri clienti.',
    ],
    cookie: [
      'Utilizziamo cookie tecnici e, previo consenso, cookie di profilazione e di terze parti per migliorare la tua esperienza e mostrarti pubblicità in linea con le tue preferenze. Accetta tutti Rifiuta Personalizza',
      'Questo sito utilizza cookie. Continuando la navigazione acconsenti al loro utilizzo.',
    ],
    newsletter: 'Iscriviti alla nostra newsletter per ricevere novità e offerte.',
    finePrint: [
      'Finanziamenti erogati dalla nostra banca partner, salvo approvazione del credito. TAEG 6,9%. Polizze assicurative intermediate da Sicura Broker S.r.l.',
      'P.IVA 01234567890. Registro Imprese di Milano REA MI-123456. Assicurazione RC professionale.',
    ],
    founded: [
      (y) => `Dal ${y} al vostro servizio.`,
      (y) => `Azienda di famiglia dal ${y}.`,
      (y) => `Fondata nel ${y}.`,
    ],
    buildingYear: (y) => `La nostra sede si trova in un palazzo storico del ${y}.`,
    emergency: (n) => `In caso di emergenza chiamate il ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Venite a trovarci in fiera: ${stand}`,
    phoneLabel: 'Tel.',
    forAudience: (offering, audience) => `${offering} per attività di ${audience}`,
    audienceIntro: (name, audience, offering) =>
      `${name} è pensato per le attività di ${audience}: centinaia di attività di ${audience} usano ogni giorno il nostro ${offering}.`,
    blogHeading: 'Dal nostro blog',
    comingSoon: 'Il nostro nuovo sito sarà online a breve.',
    loginWall: 'Accedi per continuare. Nome utente Password Password dimenticata? Accedi',
    cookieOnly:
      'Prima di continuare: utilizziamo cookie e dati per fornire i nostri servizi e misurare il pubblico. Accetta tutto Rifiuta tutto Altre opzioni',
    websiteBy: 'Sito realizzato da',
  },
  pt: {
    tld: 'pt',
    countryCode: '351',
    cities: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Aveiro', 'Évora'],
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Praça do Comércio'],
    nav: ['Início', 'Quem somos', 'Serviços', 'Preços', 'Notícias', 'Recrutamento', 'Contactos'],
    legalLinks: [
      'Política de privacidade',
      'Termos e condições',
      'Política de cookies',
      'Livro de reclamações',
    ],
    intros: [
      (v) => `A ${v.name} é a sua referência em ${v.a} em ${v.city}. Oferecemos ${v.b} e ${v.c}.`,
      (v) => `Bem-vindo à ${v.name}: ${v.a} em ${v.city} e arredores.`,
      (v) => `Na ${v.name} somos especialistas em ${v.a}, com ${v.b} para cada cliente.`,
      (v) => `Procura ${v.a}? A ${v.name} espera por si em ${v.city}.`,
    ],
    servicesHeading: ['Os nossos serviços', 'O que fazemos', 'A nossa oferta'],
    filler: [
      'A nossa equipa está ao seu dispor.',
      'Peça já o seu orçamento gratuito.',
      'Horário: de segunda a sexta, das 9h às 18h.',
      'Qualidade, proximidade e preços justos.',
      'Leia as opiniões dos nossos clientes.',
    ],
    cookie: [
      'Utilizamos cookies para melhorar a sua experiência, analisar o tráfego e apresentar publicidade personalizada. Pode aceitar todos, rejeitar ou configurar as suas preferências. Aceitar todos Rejeitar Configurar',
      'Este site utiliza cookies. Ao continuar a navegar está a concordar com a sua utilização.',
    ],
    newsletter: 'Subscreva a nossa newsletter e receba novidades e promoções.',
    finePrint: [
      'Financiamento disponibilizado pelo nosso banco parceiro, sujeito a aprovação de crédito. TAEG 8,2%. Seguros mediados pela Segura Mediação de Seguros Lda.',
      'NIF 501234567. Capital social 5.000 €. Seguro de responsabilidade civil.',
    ],
    founded: [
      (y) => `Desde ${y} ao seu serviço.`,
      (y) => `Empresa familiar desde ${y}.`,
      (y) => `Fundada em ${y}.`,
    ],
    buildingYear: (y) => `A nossa sede fica num edifício histórico de ${y}.`,
    emergency: (n) => `Em caso de emergência ligue ${n}.`,
    emergencyNumber: '112',
    tradeFair: (stand) => `Visite-nos na feira: ${stand}`,
    phoneLabel: 'Tel.',
    forAudience: (offering, audience) => `${offering} para negócios de ${audience}`,
    audienceIntro: (name, audience, offering) =>
      `A ${name} foi pensada para negócios de ${audience}: centenas de negócios de ${audience} usam diariamente o nosso ${offering}.`,
    blogHeading: 'Do nosso blog',
    comingSoon: 'O nosso novo site estará disponível em breve.',
    loginWall:
      'Inicie sessão para continuar. Utilizador Palavra-passe Esqueceu-se da palavra-passe? Entrar',
    cookieOnly:
      'Antes de continuar: utilizamos cookies e dados para prestar os nossos serviços e medir audiências. Aceitar tudo Rejeitar tudo Mais opções',
    websiteBy: 'Website por',
  },
};
