import type { HandWrittenLabel } from '../handWrittenLabel.ts';

/**
 * What a right answer holds for each page of `pages/`. Contact truth is only what the page states
 * as the company's own; decoys are values on the page that belong to someone else (an emergency
 * line, a form's placeholder, a fair's stand address, the web agency, a partner, theme demo data)
 * and must never be taken.
 */
export const HELDOUT3_LABELS: readonly HandWrittenLabel[] = [
  {
    "domain": "baeckerei-kornblume-luebben.de",
    "name": "Bäckerei Kornblume",
    "language": "de",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "bakery-and-pastry",
    "contacts": {
      "phone": "03546 28 41 77",
      "email": "laden@baeckerei-kornblume-luebben.de",
      "street": "Hauptstraße 41",
      "address": "Hauptstraße 41, 15907 Lübben (Spreewald)",
      "founded": 1962
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1908
      ]
    }
  },
  {
    "domain": "tischlerei-haberland.de",
    "name": "Tischlerei Haberland",
    "language": "de",
    "kind": "plain",
    "category": "home-services",
    "subcategory": "craftsman",
    "contacts": {
      "phone": "04402 59 31 08",
      "email": "werkstatt@tischlerei-haberland.de",
      "street": "Am Bäkenweg 7",
      "address": "Am Bäkenweg 7, 26160 Bad Zwischenahn"
    }
  },
  {
    "domain": "physio-am-lindenplatz.de",
    "name": "Physiotherapie am Lindenplatz",
    "language": "de",
    "kind": "plain",
    "category": "health-and-medical",
    "subcategory": "therapy-and-senior-health",
    "contacts": {
      "phone": "0761 4 58 92 30",
      "street": "Lindenplatz 3",
      "address": "Lindenplatz 3, 79111 Freiburg-St. Georgen"
    }
  },
  {
    "domain": "kanzlei-rainer-mohrmann.de",
    "name": "Steuerkanzlei Rainer Mohrmann",
    "language": "de",
    "kind": "plain",
    "category": "money-and-insurance",
    "subcategory": "accounting-and-tax",
    "contacts": {
      "phone": "05151 92 84 60",
      "email": "kanzlei@kanzlei-rainer-mohrmann.de",
      "street": "Bäckerstraße 22",
      "address": "Bäckerstraße 22, 31785 Hameln",
      "founded": 1994
    }
  },
  {
    "domain": "zweirad-pfeiffer.de",
    "name": "Zweirad Pfeiffer",
    "language": "de",
    "kind": "boilerplate",
    "category": "vehicles-and-transportation",
    "subcategory": "bicycles",
    "contacts": {
      "phone": "0951 30 27 14 9",
      "email": "service@zweirad-pfeiffer.de",
      "street": "Mittelstraße 58",
      "address": "Mittelstraße 58, 96052 Bamberg",
      "facebook": "https://www.facebook.com/zweiradpfeiffer"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Prinzregentenstraße 54, 80538 München"
      ]
    }
  },
  {
    "domain": "kletterhalle-steinbock-kassel.de",
    "name": "Kletterhalle Steinbock",
    "language": "de",
    "kind": "plain",
    "category": "sports",
    "subcategory": "extreme-sports",
    "contacts": {
      "phone": "0561 70 39 88 0",
      "email": "hallo@kletterhalle-steinbock-kassel.de",
      "street": "Sandershäuser Straße 31",
      "address": "Sandershäuser Straße 31, 34123 Kassel"
    }
  },
  {
    "domain": "hundesalon-wuschelkopf.de",
    "name": "Hundesalon Wuschelkopf",
    "language": "de",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "pet-services",
    "contacts": {
      "phone": "0234 9 28 55 61",
      "email": "termin@hundesalon-wuschelkopf.de",
      "street": "Castroper Straße 204",
      "address": "Castroper Straße 204, 44791 Bochum"
    }
  },
  {
    "domain": "kanzlei-brandt-voss.de",
    "name": "Brandt & Voss Rechtsanwälte",
    "language": "de",
    "kind": "jsShell",
    "category": "legal-services-and-government",
    "subcategory": "lawyers-and-attorneys",
    "contacts": {
      "phone": "0341 22 61 90 40",
      "email": "kanzlei@kanzlei-brandt-voss.de",
      "street": "Karl-Liebknecht-Straße 88",
      "address": "Karl-Liebknecht-Straße 88, 04275 Leipzig"
    }
  },
  {
    "domain": "spedition-oberland-logistik.de",
    "name": "Oberland Logistik GmbH",
    "language": "de",
    "kind": "jsShell",
    "category": "business-services",
    "subcategory": "shipping-and-logistics",
    "contacts": {
      "phone": "+49 8856 93 47 0",
      "email": "dispo@spedition-oberland-logistik.de",
      "street": "Nonnenwaldstraße 12",
      "address": "Nonnenwaldstraße 12, 82377 Penzberg",
      "linkedin": "https://www.linkedin.com/company/oberland-logistik"
    }
  },
  {
    "domain": "zahnarzt-dr-keppler.de",
    "name": "Zahnarztpraxis Dr. Keppler",
    "language": "de",
    "kind": "jsShell",
    "category": "health-and-medical",
    "subcategory": "dental-services",
    "contacts": {
      "phone": "02501 44 7 12 0",
      "street": "Marktallee 19",
      "address": "Marktallee 19, 48165 Münster"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "01805 98 67 00"
      ]
    }
  },
  {
    "domain": "weingut-hessler-rheinhessen.de",
    "name": "Weingut Heßler",
    "language": "de",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "beer-and-wine",
    "contacts": {
      "phone": "+49 6733 94 81 20",
      "email": "wein@weingut-hessler-rheinhessen.de",
      "street": "Hintergasse 9",
      "founded": 1978
    }
  },
  {
    "domain": "praxiswerk-software.de",
    "name": "Praxiswerk Software GmbH",
    "language": "de",
    "kind": "misleading",
    "category": "electronics-and-technology",
    "subcategory": "internet-and-software",
    "contacts": {
      "phone": "+49 30 5 77 01 93 0",
      "email": "vertrieb@praxiswerk-software.de",
      "street": "Schlesische Straße 27",
      "address": "Schlesische Straße 27, 10997 Berlin",
      "linkedin": "https://www.linkedin.com/company/praxiswerk-software"
    }
  },
  {
    "domain": "cafe-alte-sparkasse.de",
    "name": "Café Alte Sparkasse",
    "language": "de",
    "kind": "misleading",
    "category": "restaurants-and-bars",
    "subcategory": "bars-and-cafes",
    "contacts": {
      "phone": "05141 9 77 30 14",
      "email": "moin@cafe-alte-sparkasse.de",
      "street": "Großer Plan 6",
      "address": "Großer Plan 6, 29221 Celle"
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1898
      ]
    }
  },
  {
    "domain": "sanitaer-jankowski-dortmund.de",
    "name": "Sanitär Jankowski",
    "language": "de",
    "kind": "misleading",
    "category": "home-services",
    "subcategory": "plumbing-and-sanitation",
    "contacts": {
      "phone": "0231 8 61 44 02",
      "email": "info@sanitaer-jankowski-dortmund.de",
      "street": "Evinger Straße 115",
      "address": "Evinger Straße 115, 44145 Dortmund",
      "facebook": "https://www.facebook.com/sanitaerjankowski"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "links": [
        "https://www.facebook.com/sveving1921jugend"
      ]
    }
  },
  {
    "domain": "gastro-versicherungskontor.de",
    "name": "Gastro Versicherungskontor",
    "language": "de",
    "kind": "misleading",
    "category": "money-and-insurance",
    "subcategory": "insurance",
    "contacts": {
      "phone": "040 3 68 12 77 5",
      "email": "kontakt@gastro-versicherungskontor.de",
      "street": "Steindamm 94",
      "address": "Steindamm 94, 20099 Hamburg"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Schützenstraße 61, 10117 Berlin"
      ]
    }
  },
  {
    "domain": "schnittstelle-it.de",
    "name": "Die Schnittstelle GmbH",
    "language": "de",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "it-and-communication",
    "contacts": {
      "phone": "0711 50 43 96 20",
      "email": "hallo@schnittstelle-it.de",
      "street": "Heilbronner Straße 140",
      "address": "Heilbronner Straße 140, 70191 Stuttgart",
      "founded": 2011
    }
  },
  {
    "domain": "moebelhaus-ritter-cham.de",
    "name": "Möbelhaus Ritter",
    "language": "de",
    "kind": "boilerplate",
    "category": "home-and-garden",
    "subcategory": "furniture-stores",
    "contacts": {
      "phone": "09971 85 62 0",
      "email": "info@moebelhaus-ritter-cham.de",
      "street": "Further Straße 50",
      "address": "Further Straße 50, 93413 Cham"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Am Hafen 3, 24103 Kiel"
      ]
    }
  },
  {
    "domain": "ev-wiesenau.de",
    "name": "Energieversorgung Wiesenau",
    "language": "de",
    "kind": "boilerplate",
    "category": "utilities",
    "subcategory": "energy-and-power",
    "contacts": {
      "phone": "03391 4 88 20 0",
      "email": "kundenservice@ev-wiesenau.de",
      "street": "Bahnhofstraße 71",
      "address": "Bahnhofstraße 71, 16816 Neuruppin"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0800 3 39 11 22"
      ],
      "addresses": [
        "Reinhardtstraße 41, 10117 Berlin"
      ]
    }
  },
  {
    "domain": "autohaus-brenner-passau.de",
    "name": "Autohaus Brenner",
    "language": "de",
    "kind": "boilerplate",
    "category": "vehicles-and-transportation",
    "subcategory": "cars-and-trucks",
    "contacts": {
      "phone": "0851 7 56 40 0",
      "email": "verkauf@autohaus-brenner-passau.de",
      "street": "Regensburger Straße 88",
      "address": "Regensburger Straße 88, 94036 Passau"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Felix-Wankel-Ring 8, 73760 Ostfildern"
      ]
    }
  },
  {
    "domain": "ferienwohnung-seeblick-binz.de",
    "name": "ferienwohnung-seeblick-binz.de",
    "language": "de",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "praxis-neustart-hamm.de",
    "name": "praxis-neustart-hamm.de",
    "language": "de",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "040 80 90 12 34"
      ],
      "emails": [
        "support@serverhaus-nord.de"
      ],
      "addresses": [
        "Kaiserkai 12, 20457 Hamburg"
      ]
    }
  },
  {
    "domain": "kfz-gutachter-lenz.de",
    "name": "kfz-gutachter-lenz.de",
    "language": "de",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "poissonnerie-le-chalutier.fr",
    "name": "Poissonnerie Le Chalutier",
    "language": "fr",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "meat-seafood-and-eggs",
    "contacts": {
      "phone": "02 97 64 18 33",
      "email": "contact@poissonnerie-le-chalutier.fr",
      "street": "14 rue du Port",
      "address": "14 rue du Port, 56100 Lorient"
    }
  },
  {
    "domain": "club-nautique-pornichet-baie.fr",
    "name": "Club Nautique de la Baie",
    "language": "fr",
    "kind": "plain",
    "category": "sports",
    "subcategory": "swimming-and-water-sports",
    "contacts": {
      "phone": "02 40 61 27 95",
      "email": "accueil@club-nautique-pornichet-baie.fr",
      "street": "Boulevard des Océanides",
      "address": "Boulevard des Océanides, 44380 Pornichet",
      "founded": 1971
    }
  },
  {
    "domain": "opticien-vue-claire-nantes.fr",
    "name": "Vue Claire Opticiens",
    "language": "fr",
    "kind": "boilerplate",
    "category": "health-and-medical",
    "subcategory": "vision-and-hearing",
    "contacts": {
      "phone": "02 51 82 40 67",
      "email": "bonjour@opticien-vue-claire-nantes.fr",
      "street": "9 rue de la Marne",
      "address": "9 rue de la Marne, 44000 Nantes"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "52 rue Jacques-Cartier, 44000 Nantes"
      ]
    }
  },
  {
    "domain": "immobilier-les-tilleuls.fr",
    "name": "Agence Les Tilleuls",
    "language": "fr",
    "kind": "plain",
    "category": "money-and-insurance",
    "subcategory": "real-estate",
    "contacts": {
      "phone": "03 80 22 51 09",
      "email": "agence@immobilier-les-tilleuls.fr",
      "street": "22 place Carnot",
      "address": "22 place Carnot, 21200 Beaune",
      "founded": 1987
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "17 rue de Ponthieu, 75008 Paris"
      ]
    }
  },
  {
    "domain": "meche-rebelle-coiffure.fr",
    "name": "Mèche Rebelle",
    "language": "fr",
    "kind": "plain",
    "category": "beauty-and-well-being",
    "subcategory": "hair-care-and-styling",
    "contacts": {
      "phone": "05 61 23 90 14",
      "street": "41 rue des Filatiers",
      "address": "41 rue des Filatiers, 31000 Toulouse",
      "facebook": "https://www.facebook.com/mecherebelle.toulouse"
    }
  },
  {
    "domain": "pompes-funebres-rivoire.fr",
    "name": "Pompes Funèbres Rivoire",
    "language": "fr",
    "kind": "plain",
    "category": "public-and-local-services",
    "subcategory": "funeral-and-memorial",
    "contacts": {
      "phone": "04 74 53 26 81",
      "email": "contact@pompes-funebres-rivoire.fr",
      "street": "7 quai Riondet",
      "address": "7 quai Riondet, 38200 Vienne"
    }
  },
  {
    "domain": "librairie-page-blanche-angers.fr",
    "name": "Librairie La Page Blanche",
    "language": "fr",
    "kind": "plain",
    "category": "media-and-publishing",
    "subcategory": "books-and-magazines",
    "contacts": {
      "phone": "02 41 87 33 60",
      "email": "commandes@librairie-page-blanche-angers.fr",
      "street": "3 rue Lenepveu",
      "address": "3 rue Lenepveu, 49100 Angers"
    }
  },
  {
    "domain": "creche-les-petits-lutins.fr",
    "name": "Crèche Les Petits Lutins",
    "language": "fr",
    "kind": "jsShell",
    "category": "public-and-local-services",
    "subcategory": "kids-and-family",
    "contacts": {
      "phone": "02 99 14 72 36",
      "email": "direction@creche-les-petits-lutins.fr",
      "street": "5 allée de Finlande",
      "address": "5 allée de Finlande, 35200 Rennes"
    }
  },
  {
    "domain": "traiteur-maison-delorme.fr",
    "name": "Maison Delorme Traiteur",
    "language": "fr",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "lunch-and-catering",
    "contacts": {
      "phone": "04 78 62 09 41",
      "email": "commandes@traiteur-maison-delorme.fr",
      "street": "118 cours Lafayette",
      "address": "118 cours Lafayette, 69003 Lyon"
    }
  },
  {
    "domain": "chocolaterie-mazerand.fr",
    "name": "Chocolaterie Mazerand",
    "language": "fr",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "candy-and-chocolate",
    "contacts": {
      "phone": "03 83 35 19 70",
      "street": "61 rue Saint-Dizier",
      "address": "61 rue Saint-Dizier, 54000 Nancy",
      "founded": 1952
    },
    "traps": [
      "formPlaceholder"
    ],
    "decoys": {
      "emails": [
        "votre.email@exemple.fr"
      ]
    }
  },
  {
    "domain": "gite-moulin-de-lesterps.fr",
    "name": "Gîte du Moulin de Lesterps",
    "language": "fr",
    "kind": "jsShell",
    "category": "travel-and-vacation",
    "subcategory": "accommodation-and-lodging",
    "contacts": {
      "phone": "+33 5 45 71 08 62",
      "street": "Lieu-dit Le Moulin"
    }
  },
  {
    "domain": "logiciel-ceremonia.fr",
    "name": "Ceremonia",
    "language": "fr",
    "kind": "misleading",
    "category": "electronics-and-technology",
    "subcategory": "internet-and-software",
    "contacts": {
      "phone": "01 84 60 37 12",
      "email": "demo@logiciel-ceremonia.fr",
      "street": "27 rue du Faubourg Saint-Antoine",
      "address": "27 rue du Faubourg Saint-Antoine, 75011 Paris",
      "linkedin": "https://www.linkedin.com/company/ceremonia-logiciel"
    }
  },
  {
    "domain": "le-garage-bistrot-arles.fr",
    "name": "Le Garage",
    "language": "fr",
    "kind": "misleading",
    "category": "restaurants-and-bars",
    "subcategory": "european-cuisine",
    "contacts": {
      "phone": "04 90 49 82 17",
      "street": "12 rue de la Roquette",
      "address": "12 rue de la Roquette, 13200 Arles",
      "facebook": "https://www.facebook.com/legaragearles"
    }
  },
  {
    "domain": "clinique-du-smartphone-metz.fr",
    "name": "La Clinique du Smartphone",
    "language": "fr",
    "kind": "misleading",
    "category": "electronics-and-technology",
    "subcategory": "repair-and-services",
    "contacts": {
      "phone": "03 87 36 55 02",
      "email": "atelier@clinique-du-smartphone-metz.fr",
      "street": "8 rue Serpenoise",
      "address": "8 rue Serpenoise, 57000 Metz"
    }
  },
  {
    "domain": "formation-hygiene-cuisine.fr",
    "name": "Hygiène Cuisine Formation",
    "language": "fr",
    "kind": "misleading",
    "category": "education-and-training",
    "subcategory": "vocational-training",
    "contacts": {
      "phone": "05 56 79 30 48",
      "email": "inscriptions@formation-hygiene-cuisine.fr",
      "street": "45 cours de la Marne",
      "address": "45 cours de la Marne, 33800 Bordeaux"
    }
  },
  {
    "domain": "distillerie-val-dargent.fr",
    "name": "Distillerie du Val d’Argent",
    "language": "fr",
    "kind": "boilerplate",
    "category": "food-beverages-and-tobacco",
    "subcategory": "beverages-and-liquor",
    "contacts": {
      "phone": "03 89 58 71 26",
      "email": "boutique@distillerie-val-dargent.fr",
      "street": "4 rue de la Forge",
      "address": "4 rue de la Forge, 68160 Sainte-Marie-aux-Mines"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0 970 41 62 05"
      ]
    }
  },
  {
    "domain": "loc-utilitaires-ducrocq.fr",
    "name": "Ducrocq Location",
    "language": "fr",
    "kind": "boilerplate",
    "category": "vehicles-and-transportation",
    "subcategory": "vehicle-rental",
    "contacts": {
      "phone": "03 22 47 81 90",
      "email": "reservation@loc-utilitaires-ducrocq.fr",
      "street": "233 route de Rouen",
      "address": "233 route de Rouen, 80000 Amiens"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "31 rue Brochant, 75017 Paris"
      ]
    }
  },
  {
    "domain": "horizon-bleu-voyages.fr",
    "name": "Horizon Bleu Voyages",
    "language": "fr",
    "kind": "boilerplate",
    "category": "travel-and-vacation",
    "subcategory": "travel-agencies",
    "contacts": {
      "phone": "04 73 90 42 15",
      "email": "agence@horizon-bleu-voyages.fr",
      "street": "6 place de Jaude",
      "address": "6 place de Jaude, 63000 Clermont-Ferrand"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "8 rue Bayard, 75008 Paris",
        "41 boulevard Haussmann, 75009 Paris"
      ]
    }
  },
  {
    "domain": "atelier-mosaique-croix-rousse.fr",
    "name": "atelier-mosaique-croix-rousse.fr",
    "language": "fr",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "04 72 00 98 76"
      ],
      "addresses": [
        "40 rue de la Part-Dieu, 69003 Lyon"
      ]
    }
  },
  {
    "domain": "boutique-lin-et-chanvre.fr",
    "name": "boutique-lin-et-chanvre.fr",
    "language": "fr",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "cabinet-veto-ardenne-nord.fr",
    "name": "cabinet-veto-ardenne-nord.fr",
    "language": "fr",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "reformas-hermanos-ocana.es",
    "name": "Reformas Hermanos Ocaña",
    "language": "es",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "construction-services",
    "contacts": {
      "phone": "958 27 43 10",
      "email": "obras@reformas-hermanos-ocana.es",
      "street": "Calle Camino de Ronda 142",
      "address": "Calle Camino de Ronda 142, 18003 Granada",
      "founded": 1998
    }
  },
  {
    "domain": "escuela-baile-compas-sevilla.es",
    "name": "Escuela de Baile Compás",
    "language": "es",
    "kind": "plain",
    "category": "sports",
    "subcategory": "dancing-and-gymnastics",
    "contacts": {
      "phone": "954 33 82 07",
      "email": "info@escuela-baile-compas-sevilla.es",
      "street": "Calle Pureza 61",
      "address": "Calle Pureza 61, 41010 Sevilla",
      "facebook": "https://www.facebook.com/escuelacompastriana"
    }
  },
  {
    "domain": "ovillo-azul-lanas.es",
    "name": "Ovillo Azul",
    "language": "es",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "needlework-and-knitting",
    "contacts": {
      "phone": "976 20 51 88",
      "email": "hola@ovillo-azul-lanas.es",
      "street": "Calle Alfonso I 17",
      "address": "Calle Alfonso I 17, 50003 Zaragoza"
    }
  },
  {
    "domain": "joyeria-ibarra-bilbao.es",
    "name": "Joyería Ibarra",
    "language": "es",
    "kind": "plain",
    "category": "shopping-and-fashion",
    "subcategory": "jewelry-and-watches",
    "contacts": {
      "phone": "944 15 62 30",
      "email": "taller@joyeria-ibarra-bilbao.es",
      "street": "Calle Ledesma 9",
      "address": "Calle Ledesma 9, 48001 Bilbao"
    }
  },
  {
    "domain": "veterinaria-los-alamos-murcia.es",
    "name": "Clínica Veterinaria Los Álamos",
    "language": "es",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "animal-health",
    "contacts": {
      "phone": "968 24 71 93",
      "email": "citas@veterinaria-los-alamos-murcia.es",
      "street": "Avenida Juan Carlos I 58",
      "address": "Avenida Juan Carlos I 58, 30009 Murcia"
    }
  },
  {
    "domain": "sala-el-sotano-valladolid.es",
    "name": "Sala El Sótano",
    "language": "es",
    "kind": "plain",
    "category": "events-and-entertainment",
    "subcategory": "events-and-venues",
    "contacts": {
      "phone": "983 10 44 25",
      "email": "programacion@sala-el-sotano-valladolid.es",
      "street": "Calle Santa María 4",
      "address": "Calle Santa María 4, 47001 Valladolid"
    }
  },
  {
    "domain": "huerta-de-tudela-verduras.es",
    "name": "Huerta de Tudela",
    "language": "es",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "fruits-and-vegetables",
    "contacts": {
      "phone": "948 82 19 64",
      "street": "Camino de Lourdes s/n",
      "address": "Camino de Lourdes s/n, 31500 Tudela (Navarra)"
    }
  },
  {
    "domain": "centro-idiomas-puente.es",
    "name": "Centro de Idiomas Puente",
    "language": "es",
    "kind": "jsShell",
    "category": "education-and-training",
    "subcategory": "language-learning",
    "contacts": {
      "phone": "965 12 38 70",
      "email": "secretaria@centro-idiomas-puente.es",
      "street": "Calle San Vicente 33",
      "address": "Calle San Vicente 33, 03004 Alicante"
    }
  },
  {
    "domain": "hotel-mirador-ronda.es",
    "name": "Hotel Mirador de Ronda",
    "language": "es",
    "kind": "jsShell",
    "category": "travel-and-vacation",
    "subcategory": "hotels",
    "contacts": {
      "phone": "952 87 40 16",
      "email": "reservas@hotel-mirador-ronda.es",
      "street": "Calle Tenorio 12",
      "address": "Calle Tenorio 12, 29400 Ronda (Málaga)"
    }
  },
  {
    "domain": "taller-garcia-e-hijos.es",
    "name": "Talleres García e Hijos",
    "language": "es",
    "kind": "jsShell",
    "category": "vehicles-and-transportation",
    "subcategory": "vehicle-repair-and-fuel",
    "contacts": {
      "phone": "916 95 02 38",
      "street": "Calle de la Carpintería 14",
      "address": "Calle de la Carpintería 14, 28906 Getafe (Madrid)"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "900 10 20 30"
      ]
    }
  },
  {
    "domain": "almazara-sierra-sur.es",
    "name": "Almazara Sierra Sur",
    "language": "es",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "food-production",
    "contacts": {
      "phone": "953 58 11 07",
      "email": "pedidos@almazara-sierra-sur.es",
      "street": "Carretera de Alcalá km 3",
      "address": "Carretera de Alcalá km 3, 23680 Alcalá la Real (Jaén)",
      "founded": 1961
    }
  },
  {
    "domain": "sonrisa360-marketing.es",
    "name": "Sonrisa360",
    "language": "es",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "sales-and-marketing",
    "contacts": {
      "phone": "910 57 33 21",
      "email": "hola@sonrisa360-marketing.es",
      "street": "Calle de Orense 20",
      "address": "Calle de Orense 20, 28020 Madrid",
      "linkedin": "https://www.linkedin.com/company/sonrisa360"
    }
  },
  {
    "domain": "lacarniceria-valencia.es",
    "name": "La Carnicería",
    "language": "es",
    "kind": "misleading",
    "category": "restaurants-and-bars",
    "subcategory": "vegetarian-and-diet",
    "contacts": {
      "phone": "963 81 27 54",
      "street": "Calle de Sueca 38",
      "address": "Calle de Sueca 38, 46006 Valencia",
      "facebook": "https://www.facebook.com/lacarniceriaruzafa"
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1956
      ]
    }
  },
  {
    "domain": "maquinaria-panadera-norte.es",
    "name": "Maquinaria Panadera del Norte",
    "language": "es",
    "kind": "misleading",
    "category": "construction-and-manufacturing",
    "subcategory": "factory-equipment",
    "contacts": {
      "phone": "985 26 90 41",
      "email": "comercial@maquinaria-panadera-norte.es",
      "street": "Polígono de Silvota, Calle A 12",
      "address": "Polígono de Silvota, Calle A 12, 33192 Llanera (Asturias)"
    },
    "traps": [
      "tradeFair"
    ],
    "decoys": {
      "addresses": [
        "Avenida de la Feria 14, 28042 Madrid"
      ]
    }
  },
  {
    "domain": "serrano-vidal-abogados.es",
    "name": "Serrano Vidal Abogados",
    "language": "es",
    "kind": "misleading",
    "category": "legal-services-and-government",
    "subcategory": "lawyers-and-attorneys",
    "contacts": {
      "phone": "945 14 86 20",
      "email": "despacho@serrano-vidal-abogados.es",
      "street": "Calle Dato 26",
      "address": "Calle Dato 26, 01005 Vitoria-Gasteiz"
    }
  },
  {
    "domain": "gimnasio-la-biblioteca.es",
    "name": "La Biblioteca",
    "language": "es",
    "kind": "misleading",
    "category": "sports",
    "subcategory": "fitness-and-weight-lifting",
    "contacts": {
      "phone": "923 61 74 02",
      "email": "socios@gimnasio-la-biblioteca.es",
      "street": "Calle Papin 15",
      "address": "Calle Papin 15, 37005 Salamanca"
    }
  },
  {
    "domain": "bingo-imperial-zaragoza.es",
    "name": "Bingo Imperial",
    "language": "es",
    "kind": "boilerplate",
    "category": "events-and-entertainment",
    "subcategory": "gambling",
    "contacts": {
      "phone": "976 44 15 90",
      "street": "Paseo de Sagasta 72",
      "address": "Paseo de Sagasta 72, 50006 Zaragoza"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "900 53 30 25"
      ],
      "addresses": [
        "Paseo de la Independencia 104, 50004 Zaragoza"
      ]
    }
  },
  {
    "domain": "moda-lunares-tienda.es",
    "name": "Lunares",
    "language": "es",
    "kind": "boilerplate",
    "category": "shopping-and-fashion",
    "subcategory": "clothing-and-underwear",
    "contacts": {
      "email": "atencion@moda-lunares-tienda.es",
      "phone": "960 11 72 48"
    },
    "traps": [
      "formPlaceholder"
    ],
    "decoys": {
      "emails": [
        "tucorreo@ejemplo.com"
      ]
    }
  },
  {
    "domain": "gasoleos-del-bierzo.es",
    "name": "Gasóleos del Bierzo",
    "language": "es",
    "kind": "boilerplate",
    "category": "utilities",
    "subcategory": "oil-and-fuel",
    "contacts": {
      "phone": "987 40 63 11",
      "email": "pedidos@gasoleos-del-bierzo.es",
      "street": "Avenida de Galicia 310",
      "address": "Avenida de Galicia 310, 24400 Ponferrada (León)"
    },
    "traps": [
      "emergencyNumber",
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "915 40 17 33"
      ],
      "emails": [
        "hola@pixelia-estudio.es"
      ]
    }
  },
  {
    "domain": "estudio-tinta-negra-tattoo.es",
    "name": "estudio-tinta-negra-tattoo.es",
    "language": "es",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "865 40 21 09"
      ],
      "links": [
        "https://www.webs-mediterraneo.es"
      ]
    }
  },
  {
    "domain": "inmobiliaria-costa-calida.es",
    "name": "inmobiliaria-costa-calida.es",
    "language": "es",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "torrefazione-moka-doro.it",
    "name": "Torrefazione Moka d’Oro",
    "language": "it",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "coffee-and-tea",
    "contacts": {
      "phone": "040 63 18 52",
      "email": "spaccio@torrefazione-moka-doro.it",
      "street": "Via Flavio Gioia 21",
      "address": "Via Flavio Gioia 21, 34134 Trieste",
      "founded": 1949
    }
  },
  {
    "domain": "scuola-musica-pentagramma.it",
    "name": "Scuola di Musica Il Pentagramma",
    "language": "it",
    "kind": "plain",
    "category": "education-and-training",
    "subcategory": "music-and-theater-classes",
    "contacts": {
      "phone": "0521 28 47 90",
      "email": "segreteria@scuola-musica-pentagramma.it",
      "street": "Borgo Felino 37",
      "address": "Borgo Felino 37, 43121 Parma"
    }
  },
  {
    "domain": "ortopedia-ferrante-bari.it",
    "name": "Ortopedia Sanitaria Ferrante",
    "language": "it",
    "kind": "plain",
    "category": "health-and-medical",
    "subcategory": "physical-aids",
    "contacts": {
      "phone": "080 55 41 26 3",
      "email": "info@ortopedia-ferrante-bari.it",
      "street": "Via Amendola 112",
      "address": "Via Amendola 112, 70126 Bari"
    }
  },
  {
    "domain": "hanami-sushi-milano.it",
    "name": "Hanami Sushi Bar",
    "language": "it",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "japanese-cuisine",
    "contacts": {
      "phone": "02 36 59 81 44",
      "street": "Via Borsieri 19",
      "address": "Via Borsieri 19, 20159 Milano"
    }
  },
  {
    "domain": "noleggio-edile-tosi.it",
    "name": "Tosi Noleggi",
    "language": "it",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "tools-and-equipment",
    "contacts": {
      "phone": "030 21 90 47 7",
      "email": "noleggio@noleggio-edile-tosi.it",
      "street": "Via Industriale 44",
      "address": "Via Industriale 44, 25125 Brescia",
      "founded": 1983
    }
  },
  {
    "domain": "belle-arti-il-pennello.it",
    "name": "Il Pennello Belle Arti",
    "language": "it",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "painting-and-paper",
    "contacts": {
      "phone": "055 24 71 36 9",
      "email": "ordini@belle-arti-il-pennello.it",
      "street": "Via dei Servi 52",
      "address": "Via dei Servi 52, 50122 Firenze"
    }
  },
  {
    "domain": "luce-naturale-fotografia.it",
    "name": "Luce Naturale Studio",
    "language": "it",
    "kind": "plain",
    "category": "media-and-publishing",
    "subcategory": "photography",
    "contacts": {
      "email": "ciao@luce-naturale-fotografia.it",
      "phone": "+39 347 220 81 65"
    }
  },
  {
    "domain": "agenzia-lavoro-ponte.it",
    "name": "Ponte Lavoro",
    "language": "it",
    "kind": "jsShell",
    "category": "business-services",
    "subcategory": "hr-and-recruiting",
    "contacts": {
      "phone": "049 87 65 23 0",
      "email": "candidature@agenzia-lavoro-ponte.it",
      "street": "Corso Stati Uniti 14",
      "address": "Corso Stati Uniti 14, 35127 Padova",
      "linkedin": "https://www.linkedin.com/company/ponte-lavoro"
    }
  },
  {
    "domain": "scuola-sci-cimone.it",
    "name": "Scuola Sci Cimone",
    "language": "it",
    "kind": "jsShell",
    "category": "sports",
    "subcategory": "outdoor-and-winter-sports",
    "contacts": {
      "phone": "0536 62 18 09",
      "email": "info@scuola-sci-cimone.it",
      "street": "Piazzale Passo del Lupo",
      "address": "Piazzale Passo del Lupo, 41029 Sestola (MO)"
    }
  },
  {
    "domain": "centro-diagnostico-san-luca.it",
    "name": "Centro Diagnostico San Luca",
    "language": "it",
    "kind": "jsShell",
    "category": "health-and-medical",
    "subcategory": "diagnostics-and-testing",
    "contacts": {
      "phone": "+39 0823 44 17 20",
      "email": "prenotazioni@centro-diagnostico-san-luca.it",
      "street": "Viale Carlo III 88"
    }
  },
  {
    "domain": "la-fumeria-sigari.it",
    "name": "La Fumeria",
    "language": "it",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "smoking-and-tobacco",
    "contacts": {
      "phone": "011 53 72 40 8",
      "street": "Via Po 31",
      "address": "Via Po 31, 10124 Torino"
    }
  },
  {
    "domain": "il-convento-club.it",
    "name": "Il Convento Club",
    "language": "it",
    "kind": "misleading",
    "category": "events-and-entertainment",
    "subcategory": "clubbing-and-nightlife",
    "contacts": {
      "phone": "0541 39 82 71",
      "email": "liste@il-convento-club.it",
      "street": "Via Covignano 140",
      "address": "Via Covignano 140, 47923 Rimini",
      "facebook": "https://www.facebook.com/ilconventoclub"
    }
  },
  {
    "domain": "gommista-rossetti-modena.it",
    "name": "Gomme Rossetti",
    "language": "it",
    "kind": "misleading",
    "category": "vehicles-and-transportation",
    "subcategory": "auto-parts-and-wheels",
    "contacts": {
      "phone": "059 36 24 81",
      "email": "officina@gommista-rossetti-modena.it",
      "street": "Via Emilia Est 905",
      "address": "Via Emilia Est 905, 41122 Modena"
    }
  },
  {
    "domain": "farmalog-trasporti.it",
    "name": "FarmaLog Trasporti",
    "language": "it",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "shipping-and-logistics",
    "contacts": {
      "phone": "02 94 38 61 50",
      "email": "operativo@farmalog-trasporti.it",
      "street": "Via dell’Artigianato 9",
      "address": "Via dell’Artigianato 9, 20063 Cernusco sul Naviglio (MI)",
      "linkedin": "https://www.linkedin.com/company/farmalog-trasporti"
    }
  },
  {
    "domain": "fisco-e-musica.it",
    "name": "Fisco & Musica",
    "language": "it",
    "kind": "misleading",
    "category": "money-and-insurance",
    "subcategory": "accounting-and-tax",
    "contacts": {
      "phone": "051 64 82 19 0",
      "email": "studio@fisco-e-musica.it",
      "street": "Via San Vitale 48",
      "address": "Via San Vitale 48, 40125 Bologna"
    }
  },
  {
    "domain": "etichette-vino-stampa.it",
    "name": "Arti Grafiche Langa",
    "language": "it",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "print-and-graphic-design",
    "contacts": {
      "phone": "0173 28 91 46",
      "email": "preventivi@etichette-vino-stampa.it",
      "street": "Corso Langhe 71",
      "address": "Corso Langhe 71, 12051 Alba (CN)"
    },
    "traps": [
      "tradeFair"
    ],
    "decoys": {
      "addresses": [
        "Via della Fiera 12, 37135 Verona"
      ]
    }
  },
  {
    "domain": "bcc-valle-stura.it",
    "name": "Banca di Credito Cooperativo della Valle Stura",
    "language": "it",
    "kind": "boilerplate",
    "category": "money-and-insurance",
    "subcategory": "banking-and-money",
    "contacts": {
      "phone": "0171 95 04 11",
      "email": "info@bcc-valle-stura.it",
      "street": "Via Roma 25",
      "address": "Via Roma 25, 12014 Demonte (CN)"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "800 15 32 94"
      ],
      "addresses": [
        "Via dei Serpenti 140, 00184 Roma"
      ]
    }
  },
  {
    "domain": "farmacia-comunale-borgo-nuovo.it",
    "name": "Farmacia Comunale Borgo Nuovo",
    "language": "it",
    "kind": "boilerplate",
    "category": "health-and-medical",
    "subcategory": "pharmacy-and-medicine",
    "contacts": {
      "phone": "045 56 23 08 1",
      "email": "borgonuovo@farmacia-comunale-borgo-nuovo.it",
      "street": "Piazza Roberto Pernigo 5",
      "address": "Piazza Roberto Pernigo 5, 37139 Verona"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "045 801 77 40"
      ]
    }
  },
  {
    "domain": "stufe-pellet-cadore.it",
    "name": "Stufe Pellet Cadore",
    "language": "it",
    "kind": "boilerplate",
    "category": "home-and-garden",
    "subcategory": "energy-and-heating",
    "contacts": {
      "phone": "0437 94 18 32",
      "email": "vendite@stufe-pellet-cadore.it",
      "street": "Via Feltre 207",
      "address": "Via Feltre 207, 32100 Belluno"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Viale Bruno Buozzi 61, 00197 Roma"
      ]
    }
  },
  {
    "domain": "arredamenti-colombo-cantu.it",
    "name": "arredamenti-colombo-cantu.it",
    "language": "it",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "studio-legale-pace-roma.it",
    "name": "studio-legale-pace-roma.it",
    "language": "it",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "emails": [
        "assistenza@hostitalia-web.it"
      ]
    }
  },
  {
    "domain": "area-clienti-ortofrutta-piana.it",
    "name": "area-clienti-ortofrutta-piana.it",
    "language": "it",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "kaasboerderij-de-weidebloem.nl",
    "name": "Kaasboerderij De Weidebloem",
    "language": "nl",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "agriculture-and-produce",
    "contacts": {
      "phone": "0182 38 61 94",
      "email": "winkel@kaasboerderij-de-weidebloem.nl",
      "street": "Lekdijk 88",
      "address": "Lekdijk 88, 2871 RK Schoonhoven",
      "founded": 1935
    }
  },
  {
    "domain": "glansrijk-schoonmaak.nl",
    "name": "Glansrijk Schoonmaakdiensten",
    "language": "nl",
    "kind": "plain",
    "category": "home-services",
    "subcategory": "cleaning-service-providers",
    "contacts": {
      "phone": "030 261 84 20",
      "email": "planning@glansrijk-schoonmaak.nl",
      "street": "Kanaalweg 14",
      "address": "Kanaalweg 14, 3526 KL Utrecht"
    }
  },
  {
    "domain": "verhuizingen-van-dongen.nl",
    "name": "Van Dongen Verhuizingen",
    "language": "nl",
    "kind": "plain",
    "category": "home-services",
    "subcategory": "moving-and-storage",
    "contacts": {
      "phone": "013 543 72 18",
      "email": "offerte@verhuizingen-van-dongen.nl",
      "street": "Ringbaan-Oost 210",
      "address": "Ringbaan-Oost 210, 5013 CE Tilburg"
    }
  },
  {
    "domain": "dierenspeciaalzaak-poot-en-staart.nl",
    "name": "Poot & Staart",
    "language": "nl",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "pet-stores",
    "contacts": {
      "phone": "038 421 55 37",
      "email": "winkel@dierenspeciaalzaak-poot-en-staart.nl",
      "street": "Assendorperstraat 61",
      "address": "Assendorperstraat 61, 8012 DG Zwolle"
    }
  },
  {
    "domain": "tv-de-lobbers.nl",
    "name": "Tennisvereniging De Lobbers",
    "language": "nl",
    "kind": "plain",
    "category": "sports",
    "subcategory": "tennis-and-racquet-sports",
    "contacts": {
      "email": "secretariaat@tv-de-lobbers.nl",
      "street": "Sportweg 7",
      "address": "Sportweg 7, 2024 CN Haarlem",
      "founded": 1958
    }
  },
  {
    "domain": "hovenier-groenrijk-ede.nl",
    "name": "Groenrijk Hoveniers",
    "language": "nl",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "garden-and-landscaping",
    "contacts": {
      "phone": "0318 64 90 21",
      "email": "info@hovenier-groenrijk-ede.nl",
      "street": "Reehorsterweg 40",
      "address": "Reehorsterweg 40, 6717 LE Ede"
    }
  },
  {
    "domain": "archief-lingestreek.nl",
    "name": "Regionaal Archief Lingestreek",
    "language": "nl",
    "kind": "plain",
    "category": "legal-services-and-government",
    "subcategory": "libraries-and-archives",
    "contacts": {
      "phone": "0345 58 20 33",
      "email": "studiezaal@archief-lingestreek.nl",
      "street": "Hoogstraat 2",
      "address": "Hoogstraat 2, 4141 BC Leerdam"
    }
  },
  {
    "domain": "huisartsenpraktijk-de-linde.nl",
    "name": "Huisartsenpraktijk De Linde",
    "language": "nl",
    "kind": "jsShell",
    "category": "health-and-medical",
    "subcategory": "doctors-and-surgeons",
    "contacts": {
      "phone": "0570 62 14 90",
      "street": "Lindeboomplein 3",
      "address": "Lindeboomplein 3, 7429 AA Colmschate"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0900 333 44 55"
      ]
    }
  },
  {
    "domain": "kidsplanet-ede.nl",
    "name": "KidsPlanet Ede",
    "language": "nl",
    "kind": "jsShell",
    "category": "events-and-entertainment",
    "subcategory": "childrens-entertainment",
    "contacts": {
      "phone": "0318 20 77 46",
      "email": "feestjes@kidsplanet-ede.nl",
      "street": "Frankeneng 80",
      "address": "Frankeneng 80, 6716 AA Ede"
    }
  },
  {
    "domain": "laptopwinkel-kennemerland.nl",
    "name": "Laptopwinkel Kennemerland",
    "language": "nl",
    "kind": "jsShell",
    "category": "electronics-and-technology",
    "subcategory": "computers-and-phones",
    "contacts": {
      "phone": "023 532 41 70",
      "email": "verkoop@laptopwinkel-kennemerland.nl",
      "street": "Grote Houtstraat 131",
      "address": "Grote Houtstraat 131, 2011 SK Haarlem"
    }
  },
  {
    "domain": "voedselhulp-eemland.nl",
    "name": "Stichting Voedselhulp Eemland",
    "language": "nl",
    "kind": "jsShell",
    "category": "public-and-local-services",
    "subcategory": "public-services-and-welfare",
    "contacts": {
      "phone": "033 465 90 12",
      "email": "aanmelden@voedselhulp-eemland.nl",
      "street": "Nijverheidsweg-Noord 51",
      "founded": 2006
    }
  },
  {
    "domain": "tattoo-de-slagerij.nl",
    "name": "De Slagerij",
    "language": "nl",
    "kind": "misleading",
    "category": "beauty-and-well-being",
    "subcategory": "tattoos-and-piercings",
    "contacts": {
      "phone": "050 313 62 08",
      "email": "afspraak@tattoo-de-slagerij.nl",
      "street": "Folkingestraat 27",
      "address": "Folkingestraat 27, 9711 JT Groningen",
      "founded": 2012
    }
  },
  {
    "domain": "hetpostkantoor-werkplekken.nl",
    "name": "Het Postkantoor",
    "language": "nl",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "office-space-and-supplies",
    "contacts": {
      "phone": "0570 71 88 30",
      "email": "welkom@hetpostkantoor-werkplekken.nl",
      "street": "Nieuwstraat 20",
      "address": "Nieuwstraat 20, 7411 LL Deventer"
    }
  },
  {
    "domain": "zorgict-noord.nl",
    "name": "ZorgICT Noord",
    "language": "nl",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "it-and-communication",
    "contacts": {
      "phone": "050 820 17 44",
      "email": "servicedesk@zorgict-noord.nl",
      "street": "Zernikepark 6",
      "address": "Zernikepark 6, 9747 AN Groningen",
      "linkedin": "https://www.linkedin.com/company/zorgict-noord"
    }
  },
  {
    "domain": "architectenbureau-kroes.nl",
    "name": "Architectenbureau Kroes",
    "language": "nl",
    "kind": "misleading",
    "category": "construction-and-manufacturing",
    "subcategory": "architects-and-engineers",
    "contacts": {
      "phone": "038 333 40 19",
      "email": "bureau@architectenbureau-kroes.nl",
      "street": "Oudestraat 150",
      "address": "Oudestraat 150, 8261 CZ Kampen"
    }
  },
  {
    "domain": "hypotheekhuis-gouda.nl",
    "name": "Hypotheekhuis Gouda",
    "language": "nl",
    "kind": "boilerplate",
    "category": "money-and-insurance",
    "subcategory": "credit-and-debt-services",
    "contacts": {
      "phone": "0182 57 31 60",
      "email": "advies@hypotheekhuis-gouda.nl",
      "street": "Turfmarkt 44",
      "address": "Turfmarkt 44, 2801 HC Gouda"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0800 4321 765"
      ],
      "addresses": [
        "Postbus 90811, 2509 LV Den Haag"
      ]
    }
  },
  {
    "domain": "woonstichting-het-gein.nl",
    "name": "Woonstichting Het Gein",
    "language": "nl",
    "kind": "boilerplate",
    "category": "public-and-local-services",
    "subcategory": "housing-associations",
    "contacts": {
      "phone": "030 604 82 00",
      "email": "huurders@woonstichting-het-gein.nl",
      "street": "Raadstede 33",
      "address": "Raadstede 33, 3431 HA Nieuwegein"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "030 799 12 12"
      ],
      "addresses": [
        "Postbus 20022, 2500 EA Den Haag"
      ]
    }
  },
  {
    "domain": "afvalservice-rivierenland.nl",
    "name": "Afvalservice Rivierenland",
    "language": "nl",
    "kind": "boilerplate",
    "category": "public-and-local-services",
    "subcategory": "waste-management",
    "contacts": {
      "phone": "0344 61 48 00",
      "email": "klantenservice@afvalservice-rivierenland.nl",
      "street": "Industrieweg 9",
      "address": "Industrieweg 9, 4004 KL Tiel"
    }
  },
  {
    "domain": "bloemsierkunst-de-tulp.nl",
    "name": "bloemsierkunst-de-tulp.nl",
    "language": "nl",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "030 744 09 09"
      ],
      "addresses": [
        "Stationsplein 45, 3511 ED Utrecht"
      ]
    }
  },
  {
    "domain": "makelaardij-twente-oost.nl",
    "name": "makelaardij-twente-oost.nl",
    "language": "nl",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "mercearia-da-graca.pt",
    "name": "Mercearia da Graça",
    "language": "pt",
    "kind": "plain",
    "category": "food-beverages-and-tobacco",
    "subcategory": "grocery-stores-and-markets",
    "contacts": {
      "phone": "218 86 41 27",
      "email": "mercearia@mercearia-da-graca.pt",
      "street": "Rua da Graça 92",
      "address": "Rua da Graça 92, 1170-168 Lisboa"
    }
  },
  {
    "domain": "mente-serena-psicologia.pt",
    "name": "Mente Serena – Clínica de Psicologia",
    "language": "pt",
    "kind": "plain",
    "category": "health-and-medical",
    "subcategory": "mental-health",
    "contacts": {
      "phone": "226 09 53 18",
      "email": "marcacoes@mente-serena-psicologia.pt",
      "street": "Avenida da Boavista 1837",
      "address": "Avenida da Boavista 1837, 4100-133 Porto"
    }
  },
  {
    "domain": "golfe-quinta-das-oliveiras.pt",
    "name": "Quinta das Oliveiras Golf",
    "language": "pt",
    "kind": "plain",
    "category": "sports",
    "subcategory": "golf-and-ultimate",
    "contacts": {
      "phone": "289 35 71 40",
      "email": "reservas@golfe-quinta-das-oliveiras.pt",
      "street": "Sítio das Oliveiras",
      "address": "Sítio das Oliveiras, 8135-016 Almancil"
    }
  },
  {
    "domain": "barro-vivo-ceramica.pt",
    "name": "Barro Vivo",
    "language": "pt",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "art-and-handicraft",
    "contacts": {
      "email": "ola@barro-vivo-ceramica.pt",
      "phone": "262 84 39 05",
      "street": "Rua da Liberdade 18",
      "address": "Rua da Liberdade 18, 2500-215 Caldas da Rainha"
    }
  },
  {
    "domain": "o-anzol-pesca.pt",
    "name": "O Anzol",
    "language": "pt",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "fishing-and-hunting",
    "contacts": {
      "phone": "262 78 20 64",
      "email": "loja@o-anzol-pesca.pt",
      "street": "Rua José Estêvão 33",
      "address": "Rua José Estêvão 33, 2520-467 Peniche",
      "founded": 1990
    }
  },
  {
    "domain": "agulha-de-ouro-arranjos.pt",
    "name": "Agulha de Ouro",
    "language": "pt",
    "kind": "plain",
    "category": "shopping-and-fashion",
    "subcategory": "clothing-rental-and-repair",
    "contacts": {
      "phone": "239 82 57 16",
      "street": "Rua Ferreira Borges 76",
      "address": "Rua Ferreira Borges 76, 3000-180 Coimbra"
    }
  },
  {
    "domain": "tasca-maputo-lisboa.pt",
    "name": "Tasca Maputo",
    "language": "pt",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "african-and-pacific-cuisine",
    "contacts": {
      "phone": "213 95 27 81",
      "street": "Rua dos Anjos 47",
      "address": "Rua dos Anjos 47, 1150-035 Lisboa",
      "facebook": "https://www.facebook.com/tascamaputo"
    }
  },
  {
    "domain": "colegio-sao-brandao.pt",
    "name": "Colégio São Brandão",
    "language": "pt",
    "kind": "jsShell",
    "category": "education-and-training",
    "subcategory": "school-and-high-school",
    "contacts": {
      "phone": "253 61 28 40",
      "email": "secretaria@colegio-sao-brandao.pt",
      "street": "Rua Dom Pedro V 110",
      "address": "Rua Dom Pedro V 110, 4710-374 Braga"
    }
  },
  {
    "domain": "douro-barcos-rabelos.pt",
    "name": "Douro Rabelos",
    "language": "pt",
    "kind": "jsShell",
    "category": "travel-and-vacation",
    "subcategory": "activities-and-tours",
    "contacts": {
      "phone": "223 32 09 57",
      "email": "bilhetes@douro-barcos-rabelos.pt",
      "street": "Cais da Estiva 12",
      "address": "Cais da Estiva 12, 4050-080 Porto"
    }
  },
  {
    "domain": "atlantico-gestao-patrimonio.pt",
    "name": "Atlântico Gestão de Património",
    "language": "pt",
    "kind": "jsShell",
    "category": "money-and-insurance",
    "subcategory": "investments-and-wealth",
    "contacts": {
      "phone": "213 40 66 25",
      "email": "clientes@atlantico-gestao-patrimonio.pt",
      "street": "Avenida da Liberdade 190",
      "address": "Avenida da Liberdade 190, 1250-147 Lisboa",
      "linkedin": "https://www.linkedin.com/company/atlantico-gestao-patrimonio"
    }
  },
  {
    "domain": "mercado-oriente-moniz.pt",
    "name": "Mercado Oriente",
    "language": "pt",
    "kind": "jsShell",
    "category": "food-beverages-and-tobacco",
    "subcategory": "asian-grocery-stores",
    "contacts": {
      "phone": "218 87 30 92",
      "street": "Rua da Palma 58",
      "address": "Rua da Palma 58, 1100-391 Lisboa"
    }
  },
  {
    "domain": "talentos-hotelaria.pt",
    "name": "Talentos Hotelaria",
    "language": "pt",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "hr-and-recruiting",
    "contacts": {
      "phone": "289 09 21 35",
      "email": "recrutamento@talentos-hotelaria.pt",
      "street": "Rua de Santo António 62",
      "address": "Rua de Santo António 62, 8000-283 Faro",
      "linkedin": "https://www.linkedin.com/company/talentos-hotelaria"
    }
  },
  {
    "domain": "barbearia-a-botica.pt",
    "name": "A Botica",
    "language": "pt",
    "kind": "misleading",
    "category": "beauty-and-well-being",
    "subcategory": "hair-care-and-styling",
    "contacts": {
      "phone": "234 42 71 09",
      "street": "Rua Direita 45",
      "address": "Rua Direita 45, 3810-074 Aveiro",
      "facebook": "https://www.facebook.com/aboticabarbearia"
    }
  },
  {
    "domain": "patudo-seguros.pt",
    "name": "Patudo Seguros",
    "language": "pt",
    "kind": "misleading",
    "category": "money-and-insurance",
    "subcategory": "insurance",
    "contacts": {
      "phone": "210 10 48 77",
      "email": "apoio@patudo-seguros.pt",
      "street": "Rua Castilho 39",
      "address": "Rua Castilho 39, 1250-068 Lisboa"
    }
  },
  {
    "domain": "viveiros-quinta-verde.pt",
    "name": "Viveiros Quinta Verde",
    "language": "pt",
    "kind": "misleading",
    "category": "home-and-garden",
    "subcategory": "garden-and-pond",
    "contacts": {
      "phone": "252 91 36 04",
      "email": "viveiro@viveiros-quinta-verde.pt",
      "street": "Estrada Nacional 104, km 12",
      "address": "Estrada Nacional 104, km 12, 4480-521 Vilarinho"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "links": [
        "https://www.facebook.com/gdvilarinho"
      ]
    }
  },
  {
    "domain": "voa-acores-charter.pt",
    "name": "Voa Açores Charter",
    "language": "pt",
    "kind": "boilerplate",
    "category": "travel-and-vacation",
    "subcategory": "airlines-and-air-travel",
    "contacts": {
      "phone": "296 30 81 50",
      "email": "reservas@voa-acores-charter.pt",
      "street": "Aeroporto João Paulo II, Edifício 4",
      "address": "Aeroporto João Paulo II, Edifício 4, 9500-749 Ponta Delgada"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Rua C, Edifício 11, Aeroporto Humberto Delgado, 1700-008 Lisboa"
      ]
    }
  },
  {
    "domain": "politecnico-alto-tamega.pt",
    "name": "Instituto Politécnico do Alto Tâmega",
    "language": "pt",
    "kind": "boilerplate",
    "category": "education-and-training",
    "subcategory": "colleges-and-universities",
    "contacts": {
      "phone": "276 30 50 00",
      "email": "academicos@politecnico-alto-tamega.pt",
      "street": "Avenida Nuno Álvares 2",
      "address": "Avenida Nuno Álvares 2, 5400-342 Chaves"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "Rua do Campo Alegre 720, 4150-171 Porto"
      ]
    }
  },
  {
    "domain": "hospital-particular-do-sado.pt",
    "name": "Hospital Particular do Sado",
    "language": "pt",
    "kind": "boilerplate",
    "category": "health-and-medical",
    "subcategory": "hospital-and-emergency",
    "contacts": {
      "phone": "265 54 90 00",
      "email": "geral@hospital-particular-do-sado.pt",
      "street": "Avenida Luísa Todi 300",
      "address": "Avenida Luísa Todi 300, 2900-452 Setúbal"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "808 20 40 60",
        "800 25 90 25"
      ]
    }
  },
  {
    "domain": "quinta-do-vale-escuro.pt",
    "name": "quinta-do-vale-escuro.pt",
    "language": "pt",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "ourivesaria-lusitana-braga.pt",
    "name": "ourivesaria-lusitana-braga.pt",
    "language": "pt",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "emails": [
        "geral@minhoweb-agencia.pt"
      ],
      "links": [
        "https://www.minhoweb-agencia.pt"
      ]
    }
  },
  {
    "domain": "brackenridge-riding-school.co.uk",
    "name": "Brackenridge Riding School",
    "language": "en",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "horses-and-riding",
    "contacts": {
      "phone": "01751 470 318",
      "email": "office@brackenridge-riding-school.co.uk",
      "street": "Low Moor Lane",
      "address": "Low Moor Lane, Lastingham, York YO62 6TN",
      "founded": 1979
    }
  },
  {
    "domain": "oakvale-labradors.co.uk",
    "name": "Oakvale Labradors",
    "language": "en",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "cats-and-dogs",
    "contacts": {
      "email": "litters@oakvale-labradors.co.uk",
      "phone": "07723 418 906"
    }
  },
  {
    "domain": "stillwater-yoga-studio.com",
    "name": "Stillwater Yoga",
    "language": "en",
    "kind": "plain",
    "category": "beauty-and-well-being",
    "subcategory": "yoga-and-meditation",
    "contacts": {
      "phone": "(503) 555-0148",
      "email": "namaste@stillwater-yoga-studio.com",
      "street": "3321 SE Division Street",
      "address": "3321 SE Division Street, Portland, OR 97202"
    }
  },
  {
    "domain": "saltmarsh-spa.co.uk",
    "name": "Saltmarsh Spa",
    "language": "en",
    "kind": "plain",
    "category": "beauty-and-well-being",
    "subcategory": "wellness-and-spa",
    "contacts": {
      "phone": "01485 210 774",
      "email": "relax@saltmarsh-spa.co.uk",
      "street": "Marsh Road",
      "address": "Marsh Road, Brancaster, King’s Lynn PE31 8AX"
    }
  },
  {
    "domain": "harbourside-catering-supplies.co.uk",
    "name": "Harbourside Catering Supplies",
    "language": "en",
    "kind": "plain",
    "category": "business-services",
    "subcategory": "wholesale",
    "contacts": {
      "phone": "01752 604 219",
      "email": "trade@harbourside-catering-supplies.co.uk",
      "street": "Unit 7, Cattedown Wharf",
      "address": "Unit 7, Cattedown Wharf, Plymouth PL4 0SE"
    }
  },
  {
    "domain": "northgate-builders-merchants.co.uk",
    "name": "Northgate Builders Merchants",
    "language": "en",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "building-materials",
    "contacts": {
      "phone": "01904 631 552",
      "email": "sales@northgate-builders-merchants.co.uk",
      "street": "Hallfield Road",
      "address": "Hallfield Road, York YO31 7XQ",
      "founded": 1964
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1889
      ]
    }
  },
  {
    "domain": "polyform-mouldings.com",
    "name": "Polyform Mouldings Ltd",
    "language": "en",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "chemicals-and-plastic",
    "contacts": {
      "phone": "+44 1384 481 920",
      "email": "enquiries@polyform-mouldings.com",
      "street": "Stourbridge Road",
      "address": "Stourbridge Road, Brierley Hill DY5 1LT",
      "linkedin": "https://www.linkedin.com/company/polyform-mouldings"
    }
  },
  {
    "domain": "lifeline-first-aid-courses.co.uk",
    "name": "Lifeline First Aid Courses",
    "language": "en",
    "kind": "plain",
    "category": "education-and-training",
    "subcategory": "courses-and-classes",
    "contacts": {
      "phone": "01622 801 447",
      "email": "book@lifeline-first-aid-courses.co.uk"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "999"
      ]
    }
  },
  {
    "domain": "soundhaus-hifi.co.uk",
    "name": "Soundhaus Hi-Fi",
    "language": "en",
    "kind": "plain",
    "category": "electronics-and-technology",
    "subcategory": "audio-and-visual",
    "contacts": {
      "phone": "0117 942 3380",
      "email": "listen@soundhaus-hifi.co.uk",
      "street": "112 Gloucester Road",
      "address": "112 Gloucester Road, Bristol BS7 8BN"
    }
  },
  {
    "domain": "tidewater-maritime-museum.org.uk",
    "name": "Tidewater Maritime Museum",
    "language": "en",
    "kind": "plain",
    "category": "events-and-entertainment",
    "subcategory": "museums-and-exhibits",
    "contacts": {
      "phone": "01621 853 019",
      "email": "visit@tidewater-maritime-museum.org.uk",
      "street": "Hythe Quay",
      "address": "Hythe Quay, Maldon CM9 5HN"
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1811,
        1953
      ]
    }
  },
  {
    "domain": "lantern-playhouse.co.uk",
    "name": "The Lantern Playhouse",
    "language": "en",
    "kind": "plain",
    "category": "events-and-entertainment",
    "subcategory": "theater-and-opera",
    "contacts": {
      "phone": "01584 875 210",
      "email": "boxoffice@lantern-playhouse.co.uk",
      "street": "Corve Street",
      "address": "Corve Street, Ludlow SY8 1DA"
    }
  },
  {
    "domain": "eastgate-dermatology.co.uk",
    "name": "Eastgate Dermatology",
    "language": "en",
    "kind": "plain",
    "category": "health-and-medical",
    "subcategory": "medical-specialists",
    "contacts": {
      "phone": "01244 311 905",
      "email": "appointments@eastgate-dermatology.co.uk",
      "street": "28 Eastgate Row",
      "address": "28 Eastgate Row, Chester CH1 1LQ"
    }
  },
  {
    "domain": "fretwork-guitars.co.uk",
    "name": "Fretwork Guitars",
    "language": "en",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "music-and-instruments",
    "contacts": {
      "phone": "0161 834 2297",
      "email": "shop@fretwork-guitars.co.uk",
      "street": "41 Oldham Street",
      "address": "41 Oldham Street, Manchester M1 1JG"
    }
  },
  {
    "domain": "greystone-kitchens.co.uk",
    "name": "Greystone Kitchens",
    "language": "en",
    "kind": "plain",
    "category": "home-and-garden",
    "subcategory": "bathroom-and-kitchen",
    "contacts": {
      "phone": "01242 570 613",
      "email": "design@greystone-kitchens.co.uk",
      "street": "Unit 3, Kingsditch Trading Estate",
      "address": "Unit 3, Kingsditch Trading Estate, Cheltenham GL51 9NR"
    },
    "traps": [
      "demoJsonLd"
    ],
    "decoys": {
      "phones": [
        "+1 555 0100"
      ],
      "emails": [
        "hello@example.com"
      ],
      "addresses": [
        "123 Main Street"
      ]
    }
  },
  {
    "domain": "homewatch-house-sitters.com",
    "name": "Homewatch House Sitters",
    "language": "en",
    "kind": "plain",
    "category": "home-services",
    "subcategory": "house-sitting-and-security",
    "contacts": {
      "phone": "01392 694 115",
      "email": "bookings@homewatch-house-sitters.com"
    }
  },
  {
    "domain": "seoul-kitchen-leeds.co.uk",
    "name": "Seoul Kitchen",
    "language": "en",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "chinese-and-korean-cuisine",
    "contacts": {
      "phone": "0113 245 0981",
      "street": "19 Merrion Street",
      "address": "19 Merrion Street, Leeds LS1 6PQ"
    }
  },
  {
    "domain": "ashford-vale-rugby-club.co.uk",
    "name": "Ashford Vale RFC",
    "language": "en",
    "kind": "plain",
    "category": "sports",
    "subcategory": "ball-games",
    "contacts": {
      "email": "secretary@ashford-vale-rugby-club.co.uk",
      "street": "Kinneys Lane",
      "address": "Kinneys Lane, Ashford TN24 9QR",
      "founded": 1926
    }
  },
  {
    "domain": "millbrook-cricket-club.org.uk",
    "name": "Millbrook Cricket Club",
    "language": "en",
    "kind": "plain",
    "category": "sports",
    "subcategory": "bat-and-ball-games",
    "contacts": {
      "email": "millbrookcc.secretary@millbrook-cricket-club.org.uk",
      "street": "The Recreation Ground, Church Lane",
      "facebook": "https://www.facebook.com/millbrookcricketclub"
    }
  },
  {
    "domain": "redline-motorcycles.co.uk",
    "name": "Redline Motorcycles",
    "language": "en",
    "kind": "plain",
    "category": "vehicles-and-transportation",
    "subcategory": "motorcycle-and-powersports",
    "contacts": {
      "phone": "01332 294 770",
      "email": "sales@redline-motorcycles.co.uk",
      "street": "Ascot Drive",
      "address": "Ascot Drive, Derby DE24 8GW"
    }
  },
  {
    "domain": "cityline-cabs-norwich.co.uk",
    "name": "Cityline Cabs",
    "language": "en",
    "kind": "plain",
    "category": "vehicles-and-transportation",
    "subcategory": "taxis-and-public-transport",
    "contacts": {
      "phone": "01603 412 412",
      "email": "bookings@cityline-cabs-norwich.co.uk",
      "street": "14 Rose Lane",
      "address": "14 Rose Lane, Norwich NR1 1PN"
    }
  },
  {
    "domain": "willow-will-writing.co.uk",
    "name": "Willow Will Writing",
    "language": "en",
    "kind": "plain",
    "category": "legal-services-and-government",
    "subcategory": "legal-service-providers",
    "contacts": {
      "phone": "01536 419 220",
      "email": "appointments@willow-will-writing.co.uk",
      "street": "7 Headlands",
      "address": "7 Headlands, Kettering NN15 7HP"
    }
  },
  {
    "domain": "st-aidans-parish-hexham.org.uk",
    "name": "St Aidan’s Parish Church",
    "language": "en",
    "kind": "plain",
    "category": "public-and-local-services",
    "subcategory": "religious-institutions",
    "contacts": {
      "phone": "01434 603 182",
      "email": "parishoffice@st-aidans-parish-hexham.org.uk",
      "street": "Beaumont Street",
      "address": "Beaumont Street, Hexham NE46 3LS"
    },
    "traps": [
      "buildingYear"
    ],
    "decoys": {
      "years": [
        1861
      ]
    }
  },
  {
    "domain": "linen-and-lime-interiors.com",
    "name": "Linen & Lime Interiors",
    "language": "en",
    "kind": "plain",
    "category": "home-and-garden",
    "subcategory": "decoration-and-interior",
    "contacts": {
      "phone": "01225 466 071",
      "email": "studio@linen-and-lime-interiors.com",
      "street": "9 Walcot Street",
      "address": "9 Walcot Street, Bath BA1 5BN"
    }
  },
  {
    "domain": "ivory-lace-bridal.co.uk",
    "name": "Ivory Lace Bridal",
    "language": "en",
    "kind": "boilerplate",
    "category": "shopping-and-fashion",
    "subcategory": "costume-and-wedding",
    "contacts": {
      "phone": "01423 508 916",
      "email": "appointments@ivory-lace-bridal.co.uk",
      "street": "22 Montpellier Parade",
      "address": "22 Montpellier Parade, Harrogate HG1 2TG"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "90 Queen Street, Glasgow G1 3DN"
      ]
    }
  },
  {
    "domain": "iron-crane-karate.co.uk",
    "name": "Iron Crane Karate Club",
    "language": "en",
    "kind": "plain",
    "category": "sports",
    "subcategory": "martial-arts-and-wrestling",
    "contacts": {
      "phone": "07811 204 563",
      "email": "sensei@iron-crane-karate.co.uk",
      "street": "Gorse Hill Community Centre, Chapel Street",
      "address": "Gorse Hill Community Centre, Chapel Street, Swindon SN2 8DA"
    }
  },
  {
    "domain": "glacier-ice-arena.co.uk",
    "name": "Glacier Ice Arena",
    "language": "en",
    "kind": "plain",
    "category": "sports",
    "subcategory": "hockey-and-ice-skating",
    "contacts": {
      "phone": "01582 744 310",
      "email": "info@glacier-ice-arena.co.uk",
      "street": "Kimpton Road",
      "address": "Kimpton Road, Luton LU2 0SX"
    }
  },
  {
    "domain": "wildwood-animal-park.co.uk",
    "name": "Wildwood Farm Animal Park",
    "language": "en",
    "kind": "plain",
    "category": "animals-and-pets",
    "subcategory": "animal-parks-and-zoo",
    "contacts": {
      "phone": "01948 841 227",
      "email": "hello@wildwood-animal-park.co.uk",
      "street": "Whitchurch Road",
      "address": "Whitchurch Road, Malpas SY14 8JJ"
    }
  },
  {
    "domain": "lemongrass-street-kitchen.com",
    "name": "Lemongrass Street Kitchen",
    "language": "en",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "southeast-asian-cuisine",
    "contacts": {
      "phone": "01273 681 992",
      "street": "58 Preston Street",
      "address": "58 Preston Street, Brighton BN1 2HE"
    }
  },
  {
    "domain": "cedar-grill-manchester.co.uk",
    "name": "Cedar Grill",
    "language": "en",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "middle-eastern-cuisine",
    "contacts": {
      "phone": "0161 225 7108",
      "street": "112 Wilmslow Road",
      "address": "112 Wilmslow Road, Manchester M14 5AJ"
    }
  },
  {
    "domain": "forge-and-anvil-blacksmith.co.uk",
    "name": "Forge & Anvil",
    "language": "en",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "metal-stone-and-glass-work",
    "contacts": {
      "phone": "01544 230 716",
      "email": "forge@forge-and-anvil-blacksmith.co.uk",
      "street": "Mill Street",
      "address": "Mill Street, Kington HR5 3AL"
    }
  },
  {
    "domain": "peak-adventure-days.co.uk",
    "name": "Peak Adventure Days",
    "language": "en",
    "kind": "plain",
    "category": "hobbies-and-crafts",
    "subcategory": "outdoor-activities",
    "contacts": {
      "phone": "01433 621 884",
      "email": "adventures@peak-adventure-days.co.uk",
      "street": "Castleton Road",
      "address": "Castleton Road, Hope S33 6RD"
    }
  },
  {
    "domain": "brookfield-specialist-school.org.uk",
    "name": "Brookfield Specialist School",
    "language": "en",
    "kind": "plain",
    "category": "education-and-training",
    "subcategory": "specials-schools",
    "contacts": {
      "phone": "0114 269 4420",
      "email": "enquiries@brookfield-specialist-school.org.uk",
      "street": "Granville Road",
      "address": "Granville Road, Sheffield S2 2RH"
    }
  },
  {
    "domain": "meridian-project-consultants.com",
    "name": "Meridian Project Consultants",
    "language": "en",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "contractors-and-consultants",
    "contacts": {
      "phone": "0121 456 7730",
      "email": "office@meridian-project-consultants.com",
      "street": "Colmore Row",
      "address": "Colmore Row, Birmingham B3 2BJ",
      "linkedin": "https://www.linkedin.com/company/meridian-project-consultants"
    }
  },
  {
    "domain": "solent-island-ferries.co.uk",
    "name": "Solent Island Ferries",
    "language": "en",
    "kind": "plain",
    "category": "vehicles-and-transportation",
    "subcategory": "air-and-water-transport",
    "contacts": {
      "phone": "01590 602 230",
      "email": "bookings@solent-island-ferries.co.uk",
      "street": "Ferry Terminal, Station Street",
      "address": "Ferry Terminal, Station Street, Lymington SO41 3BA"
    }
  },
  {
    "domain": "petal-and-pigment.com",
    "name": "Petal & Pigment",
    "language": "en",
    "kind": "jsShell",
    "category": "beauty-and-well-being",
    "subcategory": "cosmetics-and-makeup",
    "contacts": {
      "email": "care@petal-and-pigment.com",
      "linkedin": "https://www.linkedin.com/company/petal-and-pigment"
    },
    "traps": [
      "formPlaceholder"
    ],
    "decoys": {
      "emails": [
        "you@email.com"
      ]
    }
  },
  {
    "domain": "veridian-labs.com",
    "name": "Veridian Labs",
    "language": "en",
    "kind": "jsShell",
    "category": "business-services",
    "subcategory": "research-and-development",
    "contacts": {
      "phone": "+44 1865 302 115",
      "email": "partnerships@veridian-labs.com",
      "street": "Harwell Campus, Building 4",
      "address": "Harwell Campus, Building 4, Didcot OX11 0QX",
      "linkedin": "https://www.linkedin.com/company/veridian-labs"
    }
  },
  {
    "domain": "pixelforge-games.com",
    "name": "Pixelforge Games",
    "language": "en",
    "kind": "jsShell",
    "category": "events-and-entertainment",
    "subcategory": "gaming",
    "contacts": {
      "email": "hello@pixelforge-games.com"
    }
  },
  {
    "domain": "northlight-records.com",
    "name": "Northlight Records",
    "language": "en",
    "kind": "jsShell",
    "category": "events-and-entertainment",
    "subcategory": "music-and-movies",
    "contacts": {
      "email": "label@northlight-records.com",
      "street": "Unit 12, Baltic Triangle",
      "address": "Unit 12, Baltic Triangle, Liverpool L1 0AH"
    }
  },
  {
    "domain": "riverbend-walk-in-clinic.com",
    "name": "Riverbend Walk-In Clinic",
    "language": "en",
    "kind": "jsShell",
    "category": "health-and-medical",
    "subcategory": "clinics",
    "contacts": {
      "phone": "(919) 555-0172",
      "street": "2200 Riverbend Parkway, Suite 110",
      "address": "2200 Riverbend Parkway, Suite 110, Raleigh, NC 27604"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "1-800-555-0199"
      ]
    }
  },
  {
    "domain": "mill-house-restaurant-ledbury.co.uk",
    "name": "The Mill House",
    "language": "en",
    "kind": "jsShell",
    "category": "restaurants-and-bars",
    "subcategory": "general-restaurants",
    "contacts": {
      "phone": "01531 633 418",
      "street": "Mill Lane"
    }
  },
  {
    "domain": "wok-and-roll-takeaway.co.uk",
    "name": "Wok & Roll",
    "language": "en",
    "kind": "jsShell",
    "category": "restaurants-and-bars",
    "subcategory": "takeaway",
    "contacts": {
      "phone": "01792 468 300",
      "street": "73 St Helen’s Road",
      "address": "73 St Helen’s Road, Swansea SA1 4BB"
    },
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "emails": [
        "support@takeawaytech-ordering.co.uk"
      ]
    }
  },
  {
    "domain": "skypark-airport-parking.co.uk",
    "name": "SkyPark Airport Parking",
    "language": "en",
    "kind": "jsShell",
    "category": "vehicles-and-transportation",
    "subcategory": "airports-and-parking",
    "contacts": {
      "phone": "0161 498 2250",
      "email": "bookings@skypark-airport-parking.co.uk",
      "street": "Styal Road",
      "address": "Styal Road, Manchester M22 5WB"
    }
  },
  {
    "domain": "swift-company-formations.co.uk",
    "name": "Swift Company Formations",
    "language": "en",
    "kind": "jsShell",
    "category": "legal-services-and-government",
    "subcategory": "registration-services",
    "contacts": {
      "phone": "020 3870 4412",
      "email": "support@swift-company-formations.co.uk"
    }
  },
  {
    "domain": "atlas-spice-importers.co.uk",
    "name": "Atlas Spice Importers",
    "language": "en",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "import-and-export",
    "contacts": {
      "phone": "0116 251 9034",
      "email": "trade@atlas-spice-importers.co.uk",
      "street": "Unit 5, Belgrave Commercial Centre",
      "address": "Unit 5, Belgrave Commercial Centre, Leicester LE4 5AU"
    },
    "traps": [
      "tradeFair"
    ],
    "decoys": {
      "addresses": [
        "1 Arena Way, Birmingham B40 1NT"
      ]
    }
  },
  {
    "domain": "kettleworks-fabrication.co.uk",
    "name": "Kettleworks Fabrication",
    "language": "en",
    "kind": "misleading",
    "category": "construction-and-manufacturing",
    "subcategory": "factory-equipment",
    "contacts": {
      "phone": "01283 566 120",
      "email": "build@kettleworks-fabrication.co.uk",
      "street": "Moor Street Works",
      "address": "Moor Street Works, Burton upon Trent DE14 3SU",
      "linkedin": "https://www.linkedin.com/company/kettleworks-fabrication"
    }
  },
  {
    "domain": "brieflink-assistants.com",
    "name": "BriefLink Virtual Assistants",
    "language": "en",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "administration-and-services",
    "contacts": {
      "phone": "0203 995 1021",
      "email": "team@brieflink-assistants.com"
    }
  },
  {
    "domain": "edupath-medical-admissions.com",
    "name": "EduPath Admissions",
    "language": "en",
    "kind": "misleading",
    "category": "education-and-training",
    "subcategory": "education-services",
    "contacts": {
      "phone": "020 7183 4456",
      "email": "apply@edupath-medical-admissions.com",
      "street": "41 Great Portland Street",
      "address": "41 Great Portland Street, London W1W 7LA"
    }
  },
  {
    "domain": "portside-customs-brokers.co.uk",
    "name": "Portside Customs Brokers",
    "language": "en",
    "kind": "misleading",
    "category": "legal-services-and-government",
    "subcategory": "customs-and-toll",
    "contacts": {
      "phone": "01394 675 330",
      "email": "clearance@portside-customs-brokers.co.uk",
      "street": "Dock Gate 1, Walton Avenue",
      "address": "Dock Gate 1, Walton Avenue, Felixstowe IP11 3HF"
    }
  },
  {
    "domain": "fenland-courier.co.uk",
    "name": "The Fenland Courier",
    "language": "en",
    "kind": "misleading",
    "category": "media-and-publishing",
    "subcategory": "media-and-information",
    "contacts": {
      "email": "newsdesk@fenland-courier.co.uk",
      "phone": "01354 652 180"
    }
  },
  {
    "domain": "chopping-block-studios.com",
    "name": "Chopping Block Studios",
    "language": "en",
    "kind": "misleading",
    "category": "media-and-publishing",
    "subcategory": "video-and-sound",
    "contacts": {
      "phone": "01223 211 508",
      "email": "bookings@chopping-block-studios.com",
      "street": "214 Mill Road",
      "address": "214 Mill Road, Cambridge CB1 3NF"
    }
  },
  {
    "domain": "nurse-career-compass.com",
    "name": "Nurse Career Compass",
    "language": "en",
    "kind": "misleading",
    "category": "public-and-local-services",
    "subcategory": "employment-and-career",
    "contacts": {
      "email": "coach@nurse-career-compass.com"
    }
  },
  {
    "domain": "otter-river-trust.org.uk",
    "name": "Otter River Trust",
    "language": "en",
    "kind": "misleading",
    "category": "public-and-local-services",
    "subcategory": "nature-and-environment",
    "contacts": {
      "phone": "01404 813 662",
      "email": "office@otter-river-trust.org.uk",
      "street": "The Old Tannery, Mill Street",
      "address": "The Old Tannery, Mill Street, Honiton EX14 1AH"
    }
  },
  {
    "domain": "guild-of-pastry-chefs.org.uk",
    "name": "The Guild of Pastry Chefs",
    "language": "en",
    "kind": "misleading",
    "category": "public-and-local-services",
    "subcategory": "professional-organizations",
    "contacts": {
      "phone": "020 7636 4802",
      "email": "membership@guild-of-pastry-chefs.org.uk",
      "street": "12 Bedford Row",
      "address": "12 Bedford Row, London WC1R 4BU"
    }
  },
  {
    "domain": "attic-and-eaves-lofts.co.uk",
    "name": "Attic & Eaves Loft Conversions",
    "language": "en",
    "kind": "misleading",
    "category": "home-and-garden",
    "subcategory": "home-improvements",
    "contacts": {
      "phone": "0161 962 4478",
      "email": "surveys@attic-and-eaves-lofts.co.uk",
      "street": "17 Washway Road",
      "address": "17 Washway Road, Sale M33 7AD"
    }
  },
  {
    "domain": "bun-in-the-oven-antenatal.co.uk",
    "name": "Bun in the Oven Antenatal",
    "language": "en",
    "kind": "misleading",
    "category": "health-and-medical",
    "subcategory": "pregnancy-and-children",
    "contacts": {
      "phone": "0117 973 0219",
      "email": "hello@bun-in-the-oven-antenatal.co.uk"
    }
  },
  {
    "domain": "starline-readings.com",
    "name": "Starline Readings",
    "language": "en",
    "kind": "misleading",
    "category": "hobbies-and-crafts",
    "subcategory": "astrology-and-numerology",
    "contacts": {
      "email": "readings@starline-readings.com"
    }
  },
  {
    "domain": "junction-model-railways.co.uk",
    "name": "The Junction Model Railways",
    "language": "en",
    "kind": "misleading",
    "category": "hobbies-and-crafts",
    "subcategory": "hobbies",
    "contacts": {
      "phone": "01274 732 118",
      "email": "shop@junction-model-railways.co.uk",
      "street": "8 Station Parade",
      "address": "8 Station Parade, Shipley BD18 3HE"
    }
  },
  {
    "domain": "dunmore-water.co.uk",
    "name": "Dunmore Water",
    "language": "en",
    "kind": "boilerplate",
    "category": "utilities",
    "subcategory": "water-utilities",
    "contacts": {
      "phone": "0345 602 4470",
      "email": "customer.services@dunmore-water.co.uk",
      "street": "Riverside House, Quay Road",
      "address": "Riverside House, Quay Road, Dunmore DN5 2QR"
    },
    "traps": [
      "emergencyNumber",
      "partnerLinks"
    ],
    "decoys": {
      "phones": [
        "0800 470 2290"
      ],
      "addresses": [
        "1 Navigation Street, Birmingham B5 4AX"
      ]
    }
  },
  {
    "domain": "medisupply-direct.co.uk",
    "name": "MediSupply Direct",
    "language": "en",
    "kind": "boilerplate",
    "category": "health-and-medical",
    "subcategory": "health-equipment",
    "contacts": {
      "phone": "0330 808 1445",
      "email": "orders@medisupply-direct.co.uk",
      "street": "Unit 2, Orbital Park",
      "address": "Unit 2, Orbital Park, Ashford TN24 0GA"
    },
    "traps": [
      "formPlaceholder",
      "emergencyNumber"
    ],
    "decoys": {
      "emails": [
        "name@yourpractice.nhs.uk"
      ],
      "phones": [
        "111"
      ]
    }
  },
  {
    "domain": "barefoot-soap-co.com",
    "name": "Barefoot Soap Co.",
    "language": "en",
    "kind": "boilerplate",
    "category": "beauty-and-well-being",
    "subcategory": "personal-care",
    "contacts": {
      "email": "hello@barefoot-soap-co.com",
      "facebook": "https://www.facebook.com/barefootsoapco"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "links": [
        "https://www.facebook.com/greenbeautyawards"
      ]
    }
  },
  {
    "domain": "homestead-homeware.co.uk",
    "name": "Homestead Homeware",
    "language": "en",
    "kind": "boilerplate",
    "category": "home-and-garden",
    "subcategory": "home-goods-stores",
    "contacts": {
      "phone": "01872 263 590",
      "email": "shop@homestead-homeware.co.uk",
      "street": "Lemon Quay",
      "address": "Lemon Quay, Truro TR1 2LW"
    }
  },
  {
    "domain": "brightons-electrical.co.uk",
    "name": "Brighton’s Electrical",
    "language": "en",
    "kind": "boilerplate",
    "category": "electronics-and-technology",
    "subcategory": "appliances-and-electronics",
    "contacts": {
      "phone": "01524 382 116",
      "email": "sales@brightons-electrical.co.uk",
      "street": "King Street",
      "address": "King Street, Lancaster LA1 1JN"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "4 Marlborough Court, Leeds LS1 4DJ"
      ]
    }
  },
  {
    "domain": "satchel-and-strap.com",
    "name": "Satchel & Strap",
    "language": "en",
    "kind": "boilerplate",
    "category": "shopping-and-fashion",
    "subcategory": "accessories",
    "contacts": {
      "email": "workshop@satchel-and-strap.com",
      "phone": "01922 643 087"
    },
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "phones": [
        "0121 555 7720"
      ],
      "links": [
        "https://www.copperline-digital.co.uk"
      ]
    }
  },
  {
    "domain": "riverside-shopping-centre-exeter.co.uk",
    "name": "Riverside Shopping Centre",
    "language": "en",
    "kind": "boilerplate",
    "category": "shopping-and-fashion",
    "subcategory": "malls-and-marketplaces",
    "contacts": {
      "phone": "01392 421 600",
      "email": "centre.management@riverside-shopping-centre-exeter.co.uk",
      "street": "Commercial Road",
      "address": "Commercial Road, Exeter EX2 4AB"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "phones": [
        "01392 000 101"
      ]
    }
  },
  {
    "domain": "tarnside-district-council.gov.uk",
    "name": "Tarnside District Council",
    "language": "en",
    "kind": "boilerplate",
    "category": "legal-services-and-government",
    "subcategory": "municipal-department",
    "contacts": {
      "phone": "01768 817 000",
      "email": "customer.services@tarnside-district-council.gov.uk",
      "street": "Town Hall, Market Square",
      "address": "Town Hall, Market Square, Tarnside CA11 7QF"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0300 123 6677",
        "101"
      ],
      "addresses": [
        "County Offices, Castle Way, Carlisle CA3 8UX"
      ]
    }
  },
  {
    "domain": "tarnside-constabulary.police.uk",
    "name": "Tarnside Constabulary",
    "language": "en",
    "kind": "boilerplate",
    "category": "legal-services-and-government",
    "subcategory": "law-enforcement",
    "contacts": {
      "phone": "01768 891 000",
      "street": "Carleton Hall",
      "address": "Carleton Hall, Penrith CA10 2AU"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0800 412 6060",
        "0808 210 4470"
      ],
      "addresses": [
        "7 Pier Walk, London E14 9GE"
      ]
    }
  },
  {
    "domain": "forces-homecoming-trust.org.uk",
    "name": "Forces Homecoming Trust",
    "language": "en",
    "kind": "boilerplate",
    "category": "public-and-local-services",
    "subcategory": "military-and-veteran",
    "contacts": {
      "phone": "0300 303 4811",
      "email": "support@forces-homecoming-trust.org.uk",
      "street": "The Drill Hall, Barrack Road",
      "address": "The Drill Hall, Barrack Road, Aldershot GU11 1PZ"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "0800 138 5520",
        "0800 612 4470"
      ]
    }
  },
  {
    "domain": "harbour-house-shelter.org.uk",
    "name": "Harbour House",
    "language": "en",
    "kind": "boilerplate",
    "category": "public-and-local-services",
    "subcategory": "shelters-and-homes",
    "contacts": {
      "phone": "01482 586 990",
      "email": "info@harbour-house-shelter.org.uk",
      "street": "Wincolmlee",
      "address": "Wincolmlee, Hull HU2 8AH"
    },
    "traps": [
      "formPlaceholder",
      "emergencyNumber"
    ],
    "decoys": {
      "emails": [
        "jane.doe@example.org"
      ],
      "phones": [
        "0300 412 7788"
      ]
    }
  },
  {
    "domain": "fastbreak-sports-equipment.com",
    "name": "Fastbreak Sports Equipment",
    "language": "en",
    "kind": "boilerplate",
    "category": "sports",
    "subcategory": "equipment-and-associations",
    "contacts": {
      "phone": "0114 282 6040",
      "email": "orders@fastbreak-sports-equipment.com",
      "street": "Sheaf Valley Industrial Estate",
      "address": "Sheaf Valley Industrial Estate, Sheffield S8 0RQ"
    },
    "traps": [
      "demoJsonLd"
    ],
    "decoys": {
      "phones": [
        "+1 555 0123"
      ],
      "emails": [
        "info@demo-store.com"
      ],
      "addresses": [
        "742 Evergreen Avenue"
      ]
    }
  },
  {
    "domain": "longmoor-shooting-ground.co.uk",
    "name": "Longmoor Shooting Ground",
    "language": "en",
    "kind": "boilerplate",
    "category": "sports",
    "subcategory": "shooting-and-target-sports",
    "contacts": {
      "phone": "01420 488 212",
      "email": "bookings@longmoor-shooting-ground.co.uk",
      "street": "Longmoor Road",
      "address": "Longmoor Road, Liss GU33 6DP"
    }
  },
  {
    "domain": "confetti-party-hire.co.uk",
    "name": "Confetti Party Hire",
    "language": "en",
    "kind": "boilerplate",
    "category": "events-and-entertainment",
    "subcategory": "wedding-and-party",
    "contacts": {
      "phone": "01603 886 314",
      "email": "hire@confetti-party-hire.co.uk",
      "street": "Unit 9, Frettenham Road",
      "address": "Unit 9, Frettenham Road, Norwich NR12 7LY"
    },
    "traps": [
      "tradeFair"
    ],
    "decoys": {
      "addresses": [
        "Dereham Road, Costessey NR5 0TT"
      ]
    }
  },
  {
    "domain": "trailtek-trailers.co.uk",
    "name": "Trailtek Trailers",
    "language": "en",
    "kind": "boilerplate",
    "category": "vehicles-and-transportation",
    "subcategory": "other-vehicles-and-trailers",
    "contacts": {
      "phone": "01630 655 821",
      "email": "sales@trailtek-trailers.co.uk",
      "street": "Tern Valley Business Park",
      "address": "Tern Valley Business Park, Market Drayton TF9 3SQ"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "2 Hanover Place, Bristol BS1 6XT"
      ]
    }
  },
  {
    "domain": "marlowe-and-finch.com",
    "name": "marlowe-and-finch.com",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "oldmill-bakehouse.co.uk",
    "name": "oldmill-bakehouse.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "brightwater-consulting.com",
    "name": "brightwater-consulting.com",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "heathfield-lettings.co.uk",
    "name": "heathfield-lettings.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "pennine-dental-lab.co.uk",
    "name": "pennine-dental-lab.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "ashgrove-partners.com",
    "name": "ashgrove-partners.com",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "kestrel-valley-holidays.co.uk",
    "name": "kestrel-valley-holidays.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "norbury-vets.co.uk",
    "name": "norbury-vets.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "emails": [
        "support@nameharbour.co.uk"
      ],
      "addresses": [
        "1 Wharf Street, Leeds LS2 7EQ"
      ]
    }
  },
  {
    "domain": "sterling-gutter-cleaning.co.uk",
    "name": "sterling-gutter-cleaning.co.uk",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised"
  },
  {
    "domain": "wrenfield-photography.com",
    "name": "wrenfield-photography.com",
    "language": "en",
    "kind": "sayNothing",
    "category": "uncategorised",
    "subcategory": "uncategorised",
    "traps": [
      "agencyEntity"
    ],
    "decoys": {
      "emails": [
        "webmaster@pixeljunction-design.com"
      ]
    }
  },
  {
    "domain": "kneipe-zur-apotheke-bamberg.de",
    "name": "Zur Apotheke",
    "language": "de",
    "kind": "misleading",
    "category": "restaurants-and-bars",
    "subcategory": "bars-and-cafes",
    "contacts": {
      "phone": "0951 2 08 47 31",
      "street": "Sandstraße 19",
      "address": "Sandstraße 19, 96049 Bamberg"
    }
  },
  {
    "domain": "fournil-communication.fr",
    "name": "Fournil Communication",
    "language": "fr",
    "kind": "misleading",
    "category": "business-services",
    "subcategory": "sales-and-marketing",
    "contacts": {
      "phone": "02 35 71 48 09",
      "email": "bonjour@fournil-communication.fr",
      "street": "18 rue Jeanne-d’Arc",
      "address": "18 rue Jeanne-d’Arc, 76000 Rouen",
      "linkedin": "https://www.linkedin.com/company/fournil-communication"
    }
  },
  {
    "domain": "huid-en-zo-beautysalon.nl",
    "name": "Huid & Zo",
    "language": "nl",
    "kind": "plain",
    "category": "beauty-and-well-being",
    "subcategory": "salons-and-clinics",
    "contacts": {
      "phone": "076 514 90 27",
      "email": "afspraak@huid-en-zo-beautysalon.nl",
      "street": "Ginnekenweg 88",
      "address": "Ginnekenweg 88, 4818 JH Breda"
    },
    "traps": [
      "demoJsonLd"
    ],
    "decoys": {
      "phones": [
        "+1 555 0147"
      ],
      "emails": [
        "info@beautysalon-demo.com"
      ],
      "addresses": [
        "55 Example Avenue"
      ]
    }
  },
  {
    "domain": "forniture-industriali-brambilla.it",
    "name": "Brambilla Forniture Industriali",
    "language": "it",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "industrial-supplies",
    "contacts": {
      "phone": "039 60 41 27 5",
      "email": "ordini@forniture-industriali-brambilla.it",
      "street": "Via Lecco 140",
      "address": "Via Lecco 140, 20900 Monza (MB)"
    },
    "traps": [
      "tradeFair"
    ],
    "decoys": {
      "addresses": [
        "Strada Statale 33 n. 72, 20017 Rho (MI)"
      ]
    }
  },
  {
    "domain": "envasados-cosmeticos-levante.es",
    "name": "Envasados Levante",
    "language": "es",
    "kind": "misleading",
    "category": "construction-and-manufacturing",
    "subcategory": "production-services",
    "contacts": {
      "phone": "961 52 08 74",
      "email": "proyectos@envasados-cosmeticos-levante.es",
      "street": "Calle de los Tejedores 21",
      "address": "Calle de los Tejedores 21, 46940 Manises (Valencia)",
      "linkedin": "https://www.linkedin.com/company/envasados-levante"
    }
  },
  {
    "domain": "retrosaria-e-papelaria-rosa.pt",
    "name": "Retrosaria e Papelaria Rosa",
    "language": "pt",
    "kind": "plain",
    "category": "home-and-garden",
    "subcategory": "fabric-and-stationery",
    "contacts": {
      "phone": "232 42 65 18",
      "street": "Rua Formosa 27",
      "address": "Rua Formosa 27, 3500-135 Viseu",
      "founded": 1974
    }
  },
  {
    "domain": "pressed-and-tidy.co.uk",
    "name": "Pressed & Tidy",
    "language": "en",
    "kind": "plain",
    "category": "home-services",
    "subcategory": "house-services",
    "contacts": {
      "phone": "01908 663 502",
      "email": "hello@pressed-and-tidy.co.uk"
    }
  },
  {
    "domain": "hausgeraete-kunze.de",
    "name": "Hausgeräte-Reparatur Kunze",
    "language": "de",
    "kind": "misleading",
    "category": "home-services",
    "subcategory": "repair-service-providers",
    "contacts": {
      "phone": "0371 3 36 58 20",
      "email": "auftrag@hausgeraete-kunze.de",
      "street": "Zwickauer Straße 212",
      "address": "Zwickauer Straße 212, 09116 Chemnitz"
    }
  },
  {
    "domain": "parrilla-la-pampa-malaga.es",
    "name": "Parrilla La Pampa",
    "language": "es",
    "kind": "plain",
    "category": "restaurants-and-bars",
    "subcategory": "north-and-south-american-cuisine",
    "contacts": {
      "phone": "952 60 17 38",
      "street": "Calle Trinidad Grund 14",
      "address": "Calle Trinidad Grund 14, 29001 Málaga"
    }
  },
  {
    "domain": "petanque-club-aubagne.fr",
    "name": "Pétanque Club Aubagnais",
    "language": "fr",
    "kind": "plain",
    "category": "sports",
    "subcategory": "bowls-and-lawn-sports",
    "contacts": {
      "email": "bureau@petanque-club-aubagne.fr",
      "phone": "04 42 03 71 56",
      "street": "Chemin de la Thuilière",
      "address": "Chemin de la Thuilière, 13400 Aubagne"
    }
  },
  {
    "domain": "brookvale-iron-foundry.co.uk",
    "name": "Brookvale Iron Foundry",
    "language": "en",
    "kind": "plain",
    "category": "construction-and-manufacturing",
    "subcategory": "manufacturing",
    "contacts": {
      "phone": "01384 566 204",
      "email": "sales@brookvale-iron-foundry.co.uk",
      "street": "Brookvale Road",
      "address": "Brookvale Road, Cradley Heath B64 6BZ",
      "founded": 1872
    }
  },
  {
    "domain": "gruenderzentrum-weserbergland.de",
    "name": "Technologie- und Gründerzentrum Weserbergland",
    "language": "de",
    "kind": "jsShell",
    "category": "business-services",
    "subcategory": "associations-and-centers",
    "contacts": {
      "phone": "05151 40 96 10",
      "email": "kontakt@gruenderzentrum-weserbergland.de",
      "street": "Hefehof 8",
      "address": "Hefehof 8, 31785 Hameln"
    }
  },
  {
    "domain": "taverne-mykonos-marseille.fr",
    "name": "Taverne Mykonos",
    "language": "fr",
    "kind": "jsShell",
    "category": "restaurants-and-bars",
    "subcategory": "mediterranean-cuisine",
    "contacts": {
      "phone": "04 91 33 82 40",
      "street": "21 quai de Rive-Neuve",
      "address": "21 quai de Rive-Neuve, 13007 Marseille"
    }
  },
  {
    "domain": "jardin-service-dupuis.fr",
    "name": "Jardin Service Dupuis",
    "language": "fr",
    "kind": "boilerplate",
    "category": "home-and-garden",
    "subcategory": "home-and-garden-services",
    "contacts": {
      "phone": "02 47 61 93 05",
      "email": "contact@jardin-service-dupuis.fr",
      "street": "12 rue de la Chevalerie",
      "address": "12 rue de la Chevalerie, 37100 Tours"
    },
    "traps": [
      "partnerLinks"
    ],
    "decoys": {
      "addresses": [
        "14 avenue Pasteur, 93100 Montreuil",
        "6 rue Saint-Denis, 75001 Paris"
      ]
    }
  },
  {
    "domain": "drpescas-ilhas.pt",
    "name": "Direção Regional das Pescas e do Mar",
    "language": "pt",
    "kind": "boilerplate",
    "category": "legal-services-and-government",
    "subcategory": "government-department",
    "contacts": {
      "phone": "292 20 36 00",
      "email": "drpm@drpescas-ilhas.pt",
      "street": "Rua Cônsul Dabney 18",
      "address": "Rua Cônsul Dabney 18, 9900-014 Horta"
    },
    "traps": [
      "emergencyNumber"
    ],
    "decoys": {
      "phones": [
        "296 28 14 77"
      ]
    }
  },
];
