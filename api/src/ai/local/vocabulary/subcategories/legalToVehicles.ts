/** Curated terms for Legal Services & Government … Vehicles & Transportation. */
export const LEGAL_TO_VEHICLES: Readonly<Record<string, string>> = {
  // Legal Services & Government
  'Customs & Toll':
    '!customs, !customs broker, !customs clearance, !toll, !tolls, tariffs, duties, duty, import duty, border, declarations, eori, toll road, e-zpass, bonded warehouse, excise',
  'Government Department':
    '!department of, !ministry, !ministry of, !federal agency, !government, gov, government agency, policy, public sector, legislation, secretary of state, minister, official website, regulations, national',
  'Law Enforcement':
    '!police, !sheriff, !law enforcement, !constabulary, officers, crime, report a crime, policing, patrol, detectives, public safety, 911, 999, non-emergency, crime prevention, k9',
  'Lawyers & Attorneys':
    '!lawyer, !lawyers, !attorney, !attorneys, !law firm, !solicitors, !solicitor, !barristers, litigation, personal injury, family law, divorce, immigration law, criminal defense, employment law, conveyancing, legal advice, counsel, practice areas, esq, llp',
  'Legal Service Providers':
    '!legal services, !notary, !paralegal, !legal documents, !process server, will writing, wills, probate, legal forms, online legal, document preparation, e-discovery, legal aid, mediation, court filing, power of attorney, apostille, legal tech',
  'Libraries & Archives':
    '!library, !libraries, !archive, !archives, borrow, books, catalogue, catalog, reading room, library card, records office, manuscripts, special collections, ebooks, lending, branch libraries',
  'Municipal Department':
    '!city council, !county council, !municipal, !municipality, !town hall, !borough council, council tax, bin collection, parking permits, planning applications, residents, local council, city of, mayor, town council, public works',
  'Registration Services':
    '!registry office, !register office, !registration, !vital records, birth certificates, death certificates, marriage certificates, company registration, registrar, certificates, registry, dmv, licences, licenses, passport',

  // Media & Publishing
  'Books & Magazines':
    '!publisher, !publishing house, !magazine, !magazines, !books, !bookshop, !bookstore, authors, novels, titles, imprint, paperback, hardback, editions, subscribe, issue, issues, literary, fiction, nonfiction',
  'Media & Information':
    '!news, !newspaper, !broadcaster, !media company, journalism, journalists, reporting, breaking news, headlines, newsroom, radio, tv channel, podcast, podcasts, newsletter, press, editorial, coverage, information',
  Photography:
    '!photography, !photographer, !photographers, !photo studio, portraits, headshots, wedding photography, product photography, photoshoot, photo shoots, prints, lens, commercial photography, family photos, newborn photography, event photography, packshots, photoshoots, shoots, product images',
  'Video & Sound':
    '!video production, !videography, !recording studio, !sound engineering, !post-production, corporate videos, corporate video, filming, editing, animation, explainer videos, drone filming, mixing, mastering, voiceover, audio production, sound design, footage',

  // Money & Insurance
  'Accounting & Tax':
    '!accountants, !accountant, !accounting, !bookkeeping, !tax returns, !tax advisor, !tax adviser, cpa, chartered accountants, payroll, vat, self assessment, audit, auditing, year end accounts, tax planning, xero, quickbooks, accountancy',
  'Banking & Money':
    '!bank, !banking, !credit union, !current account, savings account, money transfer, payments, remittance, debit card, mobile banking, fintech, currency exchange, foreign exchange, deposits, atm, checking account, bureau de change',
  'Credit & Debt Services':
    '!debt, !loans, !loan, !debt management, !debt relief, credit, credit score, credit report, personal loans, payday, consolidation, bad credit, lender, borrowing, apr, repayments, insolvency, iva, bankruptcy, credit repair',
  Insurance:
    '!insurance, !insurer, !insurance broker, !underwriting, policy, policies, cover, coverage, premiums, claims, claim, car insurance, home insurance, life insurance, liability, quote, insured, brokers, !term life, !life cover, carriers, underwritten',
  'Investments & Wealth':
    '!wealth management, !investment, !investments, !financial advisor, !financial adviser, !financial planning, portfolio, asset management, pensions, retirement planning, stocks, shares, funds, isa, trading, brokerage, wealth, private equity, estate planning, fiduciary',
  'Real Estate':
    '!real estate, !estate agents, !estate agent, !realtor, !realtors, !property management, homes for sale, property, properties, lettings, letting agent, rentals, buy, sell, valuation, mortgage, listings, landlords, tenants, commercial property',

  // Public & Local Services
  'Employment & Career':
    '!job centre, !careers advice, !career coaching, !job search, job seekers, employment support, cv writing, resume writing, interview coaching, career change, jobs board, unemployment, workforce, outplacement, career, careers',
  'Funeral & Memorial':
    '!funeral, !funerals, !funeral director, !funeral directors, !funeral home, !cremation, !memorial, burial, headstones, memorials, bereavement, condolences, obituaries, celebration of life, coffins, caskets, urns, pre-paid funeral, cemetery',
  'Housing Associations':
    '!housing association, !social housing, !affordable housing, tenants, residents, shared ownership, rent, repairs, housing, affordable homes, tenancy, council housing, landlord, housing cooperative, supported housing',
  'Kids & Family':
    "!childcare, !nursery, !daycare, !day care, !preschool, !family support, children's centre, parenting, after-school, holiday club, playgroup, early years, toddlers, families, kids club, nannies, nanny, babysitting",
  'Military & Veteran':
    '!veterans, !veteran, !military, !armed forces, !army, !navy, !air force, service members, servicemen, ex-service, regiment, reservists, military families, troops, defence, defense, marine corps',
  'Nature & Environment':
    '!conservation, !environmental, !wildlife trust, !nature reserve, climate, sustainability, biodiversity, habitats, recycling, tree planting, rewilding, wetlands, watershed, pollution, restoration, clean water, rivers, nature, environment, green, carbon, ecology, national park, woodland',
  'Professional Organizations':
    '!professional body, !professional association, !institute of, !chartered institute, !society of, members, membership, accreditation, cpd, professional development, standards, certification, fellowship, annual conference, chartered',
  'Public Services & Welfare':
    '!welfare, !social services, !food bank, !charity, benefits advice, citizens advice, homelessness, support services, vulnerable, advice, helpline, safeguarding, social care, community support, outreach, poverty',
  'Religious Institutions':
    '!church, !mosque, !synagogue, !temple, !parish, !worship, sunday service, mass, prayer, congregation, faith, pastor, ministry, imam, rabbi, sermon, bible, gospel, diocese, chapel',
  'Shelters & Homes':
    "!shelter, !animal shelter, !homeless shelter, !refuge, !rescue, adoption, adopt, foster, rehoming, emergency accommodation, safe house, hostel, domestic abuse, women's refuge, residential care, rehome",
  'Waste Management':
    '!waste management, !waste collection, !recycling, !skip hire, !rubbish removal, !junk removal, dumpster rental, dumpster, landfill, waste disposal, hazardous waste, commercial waste, clearance, bins, scrap, compost, refuse, waste',

  // Restaurants & Bars
  'African & Pacific Cuisine':
    '!african, !ethiopian, !nigerian, !hawaiian, !polynesian, !west african, !east african, jollof, injera, suya, peri peri, bobotie, poke, fufu, egusi, pacific islands, moroccan, tagine, plantain, jerk',
  'Bars & Cafes':
    'bar, !pub, !cafe, !café, !cocktail bar, !coffee shop, !wine bar, !gastropub, pints, on tap, happy hour, cocktails, brunch, espresso, flat white, quiz night, beer garden, drinks, pub quiz',
  'Chinese & Korean Cuisine':
    '!chinese, !korean, !dim sum, !cantonese, !sichuan, !szechuan, !korean bbq, bibimbap, kimchi, dumplings, peking duck, noodles, wok, hot pot, bulgogi, bao, chow mein, mandarin',
  'European Cuisine':
    '!french, !italian, !spanish, !german, !bistro, !brasserie, !trattoria, !tapas, pizza, pasta, risotto, paella, schnitzel, crepes, osteria, european, parisian, tuscan, british, wine list',
  'General Restaurants':
    '!restaurant, !family restaurant, !steakhouse, !grill, !diner, eatery, dining room, seasonal menu, tasting menu, set menu, private dining, sunday roast, burgers, curry, indian, chef',
  'Japanese Cuisine':
    '!japanese, !sushi, !ramen, !izakaya, !teppanyaki, sashimi, nigiri, maki, tempura, udon, yakitori, omakase, bento, miso, wagyu, sake, gyoza, katsu, donburi',
  'Mediterranean Cuisine':
    '!mediterranean, !greek, !mezze, !meze, souvlaki, gyros, moussaka, halloumi, tzatziki, taverna, cypriot, olive oil, grilled octopus, pita, feta, spanakopita',
  'Middle Eastern Cuisine':
    '!middle eastern, !lebanese, !persian, !turkish, !falafel, !shawarma, hummus, kebab, kebabs, manakish, tabbouleh, baklava, kofta, israeli, syrian, iranian, levantine, shish',
  'North & South American Cuisine':
    '!mexican, !tex-mex, !bbq, !barbecue, !brazilian, !peruvian, !argentinian, tacos, burritos, nachos, churrascaria, ceviche, smokehouse, brisket, ribs, southern, cajun, soul food, empanadas, wings',
  'Southeast Asian Cuisine':
    '!thai, !vietnamese, !malaysian, !indonesian, !filipino, pho, pad thai, banh mi, green curry, laksa, rendang, satay, nasi goreng, tom yum, spring rolls, singaporean, street food',
  Takeaway:
    '!takeaway, !take-away, !takeout, !take out, delivery, order online, fish and chips, pizza delivery, kebab shop, fast food, collection, order now, delivered, deliveroo, just eat, uber eats, drive-thru, order ahead, !fish and chips, !chippy, fish bar',
  'Vegetarian & Diet':
    '!vegan, !vegetarian, !plant-based, !plant based, gluten-free, gluten free, keto, healthy eating, salads, bowls, raw, meat-free, dairy-free, juice bar, superfood, wholefood',

  // Shopping & Fashion
  Accessories:
    '!accessories, !handbags, !bags, !sunglasses, !wallets, belts, scarves, hats, backpacks, purses, leather goods, keyrings, phone cases, hair accessories, gloves, caps, totes',
  'Clothing & Underwear':
    '!clothing, !apparel, !underwear, !lingerie, !menswear, !womenswear, t-shirts, dresses, jeans, hoodies, shirts, socks, bras, knitwear, jackets, activewear, loungewear, streetwear, tops, trousers',
  'Clothing Rental & Repair':
    '!clothing rental, !dress hire, !tailor, !tailors, !tailoring, !alterations, !dry cleaning, rental, hire, rent, repairs, mending, hemming, suit hire, tuxedo rental, laundry, reweaving, subscription wardrobe',
  'Costume & Wedding':
    '!costumes, !costume, !fancy dress, !wedding dresses, !bridal gowns, !bridalwear, cosplay, halloween, bridesmaid dresses, gowns, veils, wedding gown, prom dresses, dress fittings, mascot, tuxedos, bridal',
  'Jewelry & Watches':
    '!jewelry, !jewellery, !jeweller, !jewellers, !jeweler, watches, !engagement rings, rings, necklaces, bracelets, earrings, diamonds, gold, silver, gemstones, wedding bands, pendants, sterling, carat, !watchmaker, !wristwatches, !automatic watches, !timepieces',
  'Malls & Marketplaces':
    '!shopping centre, !shopping center, !mall, !marketplace, !outlet village, stores, retailers, shops, sellers, vendors, brands, department store, food court, parking, opening hours, buy and sell, listings, online marketplace',

  // Sports
  'Ball Games':
    '!football, !soccer, !basketball, !volleyball, !rugby, !handball, !netball, futsal, five-a-side, goals, pitch, court, matches, fixtures, football club, youth teams, academy',
  'Bat-and-ball Games':
    '!cricket, !baseball, !softball, !rounders, bats, batting, innings, pitching, little league, nets, wicket, diamond, cricket club, batting cages',
  'Bowls & Lawn Sports':
    '!bowls, !lawn bowls, !bowling green, !croquet, !petanque, !boules, !bowling alley, !ten-pin, !tenpin, bowling club, bowling, green, rinks, bocce, crown green, lanes',
  'Dancing & Gymnastics':
    '!dance school, !dance studio, !gymnastics, !ballet classes, !cheerleading, !dance classes, ballroom, salsa, tap, contemporary, street dance, hip hop, acrobatics, trampolining, tumbling, choreography, dancers, gymnasts, dance',
  'Equipment & Associations':
    '!sports equipment, !sporting goods, !sports association, !governing body, !federation, sportswear, kit, gear, balls, teamwear, sports shop, national governing body, clubs, affiliation, coaching courses, referees',
  'Extreme Sports':
    '!skydiving, !bungee, !paragliding, !skateboarding, !bmx, !base jumping, !white water rafting, adrenaline, extreme, parkour, wingsuit, hang gliding, skatepark, motocross, freefall, tandem jump, thrill',
  'Fitness & Weight Lifting':
    '!gym, !gyms, !fitness, !personal training, !personal trainer, !crossfit, !weightlifting, !powerlifting, strength, workouts, workout, bootcamp, hiit, classes, membership, barbell, kettlebell, bodybuilding, spin, cardio, strength and conditioning',
  'Golf & Ultimate':
    '!golf, !golf club, !golf course, !ultimate frisbee, !disc golf, tee times, fairways, greens, driving range, handicap, clubhouse, pro shop, golfers, holes, frisbee, caddie, links',
  'Hockey & Ice Skating':
    '!ice hockey, !hockey, !ice skating, !ice rink, !figure skating, skates, puck, rink, skating lessons, field hockey, curling, skate hire, goalie',
  'Martial Arts & Wrestling':
    '!martial arts, !karate, !judo, !taekwondo, !jiu jitsu, !jiu-jitsu, !bjj, !kickboxing, !boxing, !wrestling, !mma, kung fu, muay thai, dojo, black belt, sparring, self-defence, self-defense, belts, grappling',
  'Outdoor & Winter Sports':
    '!skiing, !ski, !snowboarding, !snowboard, !cross-country skiing, ski school, ski hire, slopes, piste, snow, mountaineering, trail running, ski resort, winter sports, sledging, snowshoeing',
  'Shooting & Target Sports':
    '!shooting, !archery, !clay pigeon, !shooting range, !rifle club, target shooting, air rifle, pistol, clays, darts, marksmanship, range, firearms, trap, skeet, bullseye',
  'Swimming & Water Sports':
    '!swimming, !swim school, !swimming lessons, !surfing, !surf school, !sailing, !scuba, diving, kayak, paddleboarding, paddleboard, sup, windsurfing, kitesurfing, pool, lifeguard, waterski, wakeboarding, rowing',
  'Tennis & Racquet Sports':
    '!tennis, !badminton, !squash, !padel, !table tennis, !pickleball, racquet, racket, rackets, courts, tennis club, ping pong, lta, doubles, rally',

  // Travel & Vacation
  'Accommodation & Lodging':
    '!holiday cottages, !holiday cottage, !vacation rentals, !bed and breakfast, !b&b, !guest house, !guesthouse, !holiday lets, !cabins, !campsite, !glamping, lodges, lodge, cottages, self-catering, hostel, chalets, caravan park, inn, sleeps',
  'Activities & Tours':
    '!tours, !guided tours, !excursions, !sightseeing, !day trips, tour, walking tours, boat tours, city tours, tour guide, experiences, food tours, wine tours, attractions, bus tours, !whale watching, !boat trips, wildlife tours, guided',
  'Airlines & Air Travel':
    '!airline, !airlines, !flights, !flight, !charter flights, fly, flying, aircraft, baggage, check-in, cabin, economy, business class, routes, boarding, air travel, private jet, jet charter, floatplane, charter, scheduled flights, departures, turboprop',
  Hotels:
    '!hotel, !hotels, !boutique hotel, !resort, !resorts, rooms, suites, suite, room service, concierge, spa hotel, guests, all-inclusive, rooftop, front desk, check-in',
  'Travel Agencies':
    '!travel agency, !travel agent, !travel agents, !tour operator, !holiday packages, !package holidays, !vacation packages, cruises, cruise, honeymoon, itineraries, tailor-made, bespoke holidays, atol, abta, deals, all inclusive, travel experts',

  // Utilities
  'Energy & Power':
    '!electricity, !energy supplier, !power company, !renewable energy, !solar farm, !wind farm, !utility company, kwh, tariffs, green energy, power, grid, energy bills, gas and electricity, smart meter, generation, megawatts, mw, power plant, energy',
  'Oil & Fuel':
    '!heating oil, !fuel delivery, !diesel, !petrol, !petroleum, !lpg, !fuel oil, oil, fuel, !propane, !kerosene, fuel cards, refinery, lubricants, bunkering, biofuel, forecourt, oil and gas, upstream, drilling',
  'Water Utilities':
    '!water supply, !water company, !water utility, !wastewater, !sewerage, water quality, water bill, water main, leak, reservoir, treatment works, drinking water, water meter, hosepipe, water services',

  // Vehicles & Transportation
  'Air & Water Transport':
    '!ferry, !ferries, !air cargo, !air freight, !shipping line, !cruise line, !boat charter, vessels, vessel, crossings, sailings, port, harbour, harbor, maritime, seaplane, helicopter charter, aviation',
  'Airports & Parking':
    '!airport, !airport parking, !car park, !parking, terminal, departures, arrivals, park and ride, meet and greet, valet parking, parking spaces, shuttle, runway, lounge, drop-off',
  'Auto Parts & Wheels':
    '!car parts, !auto parts, !tyres, !tires, !wheels, !alloy wheels, spare parts, brake pads, filters, exhaust, batteries, oem parts, aftermarket, rims, tyre fitting, wheel alignment, performance parts',
  Bicycles:
    '!bicycles, !bicycle, !bikes, !bike shop, !cycling, !e-bikes, road bikes, mountain bikes, bike repair, cycle, cyclists, frames, gravel, bike fitting, cargo bike, bmx',
  'Cars & Trucks':
    '!car dealer, !car dealership, !used cars, !new cars, !trucks, cars, car, dealership, test drive, finance, part exchange, vans, pickup, suv, ev, electric vehicles, hybrid, showroom, pre-owned, sedan, motors',
  'Motorcycle & Powersports':
    '!motorcycle, !motorcycles, !motorbike, !motorbikes, !atv, !quad bikes, !jet ski, !snowmobile, scooters, dirt bikes, harley, ducati, riders, biker, helmets, riding gear, powersports, utv, side-by-side',
  'Other Vehicles & Trailers':
    '!trailers, !trailer, !caravans, !caravan, !motorhomes, !motorhome, !rv, !campervans, horseboxes, tow bars, horse trailers, camper, golf carts, forklifts, towing',
  'Taxis & Public Transport':
    '!taxi, !taxis, !cab, !minicab, !private hire, !bus, !buses, !coach hire, !public transport, airport transfers, chauffeur, rail, trains, tram, metro, timetable, tickets, fares, routes',
  'Vehicle Rental':
    '!car hire, !car rental, !van hire, !van rental, !vehicle rental, !rent a car, rental cars, one-way rental, pick-up, drop-off, insurance excess, fleet, minibus hire, lease, leasing, daily rates',
  'Vehicle Repair & Fuel':
    '!garage, !auto repair, !car repair, !mot, !servicing, !car service, mechanic, mechanics, brakes, clutch, diagnostics, oil change, bodywork, body shop, collision repair, valeting, fuel station, petrol station, tyres, !car wash, !detailing, valet',
};
